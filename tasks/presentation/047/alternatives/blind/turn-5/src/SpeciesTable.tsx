import type { Species } from "./data";
import { formatChange, formatCount, formatPercent, formatPoundsFromPence } from "./format";

export function sortByConsultations(species: Species[]): Species[] {
  return [...species].sort((a, b) => b.consultations - a.consultations);
}

type Props = { species: Species[]; october: Record<string, number> };

export default function SpeciesTable({ species, october }: Props) {
  const rows = sortByConsultations(species);
  const totalCount = species.reduce((sum, s) => sum + s.consultations, 0);
  const totalFee = species.reduce((sum, s) => sum + s.feePence, 0);
  const octoberTotal = species.reduce((sum, s) => sum + (october[s.name] ?? 0), 0);
  const rising = species.filter((s) => s.consultations > (october[s.name] ?? 0)).length;

  return (
    <>
      <div className="table-wrap">
        <table>
          <thead>
            <tr>
              <th scope="col">Species</th>
              <th scope="col" className="num">Consultations</th>
              <th scope="col" className="num">Change on October</th>
              <th scope="col" className="num">Share</th>
              <th scope="col" className="num">Average fee</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((s) => (
              <tr key={s.name}>
                <th scope="row">{s.name}</th>
                <td className="num">{formatCount(s.consultations)}</td>
                <td className="num">{formatChange(s.consultations - (october[s.name] ?? 0))}</td>
                <td className="num">{formatPercent(s.consultations, totalCount)}</td>
                <td className="num">{formatPoundsFromPence(s.feePence / s.consultations)}</td>
              </tr>
            ))}
            <tr className="total-row">
              <th scope="row">All species</th>
              <td className="num">{formatCount(totalCount)}</td>
              <td className="num">{formatChange(totalCount - octoberTotal)}</td>
              <td className="num">100.0%</td>
              <td className="num">{formatPoundsFromPence(totalFee / totalCount)}</td>
            </tr>
          </tbody>
        </table>
      </div>
      <ul className="lines">
        <li>
          Species seen more often than in October: {rising} of {species.length}
        </li>
      </ul>
    </>
  );
}
