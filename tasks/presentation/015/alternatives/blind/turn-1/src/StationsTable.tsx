import { aboveLimit, type Station } from "./stations";
import { oneDecimal } from "./format";

export default function StationsTable({ rows }: { rows: Station[] }) {
  return (
    <table className="grid">
      <caption>Annual means in µg/m³; the NO2 annual limit is 40.0 µg/m³.</caption>
      <thead>
        <tr>
          <th scope="col">Station</th>
          <th scope="col">Setting</th>
          <th scope="col" className="num">NO2 mean</th>
          <th scope="col">Status</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((s) => {
          const over = aboveLimit(s);
          return (
            <tr key={s.name}>
              <th scope="row">{s.name}</th>
              <td>{s.setting}</td>
              <td className="num">{oneDecimal(s.no2Tenths)}</td>
              <td>
                <span className={over ? "badge over" : "badge ok"}>{over ? "Above limit" : "Within limit"}</span>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
