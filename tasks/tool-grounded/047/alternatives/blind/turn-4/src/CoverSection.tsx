import type { CoverRow } from "./plan";
import { oneDecimal } from "./format";

interface Props {
  rows: CoverRow[];
}

export default function CoverSection({ rows }: Props) {
  const shortCount = rows.filter((r) => r.band === "Short").length;
  return (
    <div className="panel">
      <h2>Cover by location</h2>
      <table>
        <thead>
          <tr>
            <th scope="col">Location</th>
            <th scope="col" className="num">Available</th>
            <th scope="col" className="num">Days of cover</th>
            <th scope="col">Band</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td>{row.name}</td>
              <td className="num">{row.available}</td>
              <td className="num">{Number.isFinite(row.cover) ? `${oneDecimal(row.cover)} days` : "No demand"}</td>
              <td>
                <span className={`band band-${row.band.toLowerCase()}`}>{row.band}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="summary">
        Short at {shortCount} of {rows.length} locations
      </p>
    </div>
  );
}
