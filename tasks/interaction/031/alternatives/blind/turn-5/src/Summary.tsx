import { TABLES } from "./data";
import { freeSeats, seatsTaken, tableMeals } from "./plan";
import type { Locks, Seating } from "./plan";

type Row = {
  key: string;
  label: string;
  seated: number;
  free: number;
  standard: number;
  vegetarian: number;
  vegan: number;
  glutenFree: number;
  parties: number;
  status: string;
};

function sum(rows: Row[], pick: (r: Row) => number): number {
  return rows.reduce((total, r) => total + pick(r), 0);
}

export default function Summary({ seating, locks }: { seating: Seating; locks: Locks }) {
  const rows: Row[] = TABLES.map((t) => ({
    key: t.id,
    label: t.name,
    seated: seatsTaken(seating, t.id),
    free: freeSeats(seating, t.id),
    ...tableMeals(seating, t.id),
    parties: seating[t.id].length,
    status: locks[t.id] ? "Locked" : "Open",
  }));
  const total: Row = {
    key: "all",
    label: "All tables",
    seated: sum(rows, (r) => r.seated),
    free: sum(rows, (r) => r.free),
    standard: sum(rows, (r) => r.standard),
    vegetarian: sum(rows, (r) => r.vegetarian),
    vegan: sum(rows, (r) => r.vegan),
    glutenFree: sum(rows, (r) => r.glutenFree),
    parties: sum(rows, (r) => r.parties),
    status: `${TABLES.filter((t) => locks[t.id]).length} locked`,
  };
  const cells = (r: Row) => (
    <>
      <td className="row-label">{r.label}</td>
      <td>{r.seated}</td>
      <td>{r.free}</td>
      <td>{r.standard}</td>
      <td>{r.vegetarian}</td>
      <td>{r.vegan}</td>
      <td>{r.glutenFree}</td>
      <td>{r.parties}</td>
      <td className="status">{r.status}</td>
    </>
  );

  return (
    <section className="panel summary" aria-labelledby="summary-heading">
      <h2 id="summary-heading">Summary</h2>
      <table>
        <thead>
          <tr>
            <th scope="col">Table</th>
            <th scope="col">Seated</th>
            <th scope="col">Free</th>
            <th scope="col">Standard</th>
            <th scope="col">Vegetarian</th>
            <th scope="col">Vegan</th>
            <th scope="col">Gluten-free</th>
            <th scope="col">Parties</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.key}>{cells(r)}</tr>
          ))}
        </tbody>
        <tfoot>
          <tr>{cells(total)}</tr>
        </tfoot>
      </table>
    </section>
  );
}
