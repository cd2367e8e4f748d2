import { byDaysClosed, daysClosed, formatDay, type Closure } from "./closures";

type Props = { closures: Closure[] };

export default function ClosuresTable({ closures }: Props) {
  const rows = byDaysClosed(closures);
  return (
    <table className="data">
      <caption>Sorted by days closed, most first</caption>
      <thead>
        <tr>
          <th scope="col">Trail</th>
          <th scope="col">Trailhead</th>
          <th scope="col">Reason</th>
          <th scope="col">Closed</th>
          <th scope="col">Reopened</th>
          <th scope="col" className="num">Days closed</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((c) => (
          <tr key={c.trail}>
            <th scope="row">{c.trail}</th>
            <td>{c.trailhead}</td>
            <td>{c.reason}</td>
            <td>{formatDay(c.closed)}</td>
            <td>{formatDay(c.reopened)}</td>
            <td className="num">{daysClosed(c)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
