import { TABLES } from "./data";
import { freeSeats, seatsTaken } from "./plan";
import type { Seating } from "./plan";

type Row = { key: string; label: string; seated: number; free: number };

export default function Summary({ seating }: { seating: Seating }) {
  const rows: Row[] = TABLES.map((t) => ({
    key: t.id,
    label: t.name,
    seated: seatsTaken(seating, t.id),
    free: freeSeats(seating, t.id),
  }));
  const total: Row = {
    key: "all",
    label: "All tables",
    seated: rows.reduce((sum, r) => sum + r.seated, 0),
    free: rows.reduce((sum, r) => sum + r.free, 0),
  };

  return (
    <section className="panel summary" aria-labelledby="summary-heading">
      <h2 id="summary-heading">Summary</h2>
      <table>
        <thead>
          <tr>
            <th scope="col">Table</th>
            <th scope="col">Seated</th>
            <th scope="col">Free</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.key}>
              <td className="row-label">{r.label}</td>
              <td>{r.seated}</td>
              <td>{r.free}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <td className="row-label">{total.label}</td>
            <td>{total.seated}</td>
            <td>{total.free}</td>
          </tr>
        </tfoot>
      </table>
    </section>
  );
}
