import { allCategories, meetsTarget, type Category } from "./triage";
import { count, share } from "./format";

function Row({ row, total }: { row: Category; total?: boolean }) {
  const met = meetsTarget(row);
  return (
    <tr className={total ? "total" : undefined}>
      <th scope="row">{row.name}</th>
      <td className="num">{count(row.arrivals)}</td>
      <td className="num">{count(row.seen)}</td>
      <td className="num">{share(row.seen, row.arrivals)}</td>
      <td>
        <span className={met ? "badge met" : "badge missed"}>{met ? "Met" : "Missed"}</span>
      </td>
    </tr>
  );
}

export default function TriageTable({ rows }: { rows: Category[] }) {
  const all = allCategories(rows);
  return (
    <table className="grid">
      <thead>
        <tr>
          <th scope="col">Category</th>
          <th scope="col" className="num">Arrivals</th>
          <th scope="col" className="num">Seen within 4 hours</th>
          <th scope="col" className="num">Share within 4 hours</th>
          <th scope="col">Target</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <Row key={r.name} row={r} />
        ))}
        <Row row={all} total />
      </tbody>
    </table>
  );
}
