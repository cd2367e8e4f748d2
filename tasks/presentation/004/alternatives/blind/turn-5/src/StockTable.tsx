import { oneDecimal, statusOf, weeksOfSupply, type Vaccine } from "./stock";

type Props = { vaccines: Vaccine[] };

const BADGE: Record<string, string> = {
  "Reorder now": "badge badge-urgent",
  Low: "badge badge-low",
  OK: "badge badge-ok",
};

/** Renders the rows in the order given; callers pass them sorted. */
export default function StockTable({ vaccines }: Props) {
  return (
    <table className="stock">
      <thead>
        <tr>
          <th scope="col">Vaccine</th>
          <th scope="col" className="right">Doses on hand</th>
          <th scope="col" className="right">Weekly use (doses)</th>
          <th scope="col" className="right">Weeks of supply</th>
          <th scope="col">Status</th>
        </tr>
      </thead>
      <tbody>
        {vaccines.map((v) => {
          const weeks = weeksOfSupply(v);
          const status = statusOf(weeks);
          return (
            <tr key={v.name}>
              <td>{v.name}</td>
              <td className="right">{v.onHand}</td>
              <td className="right">{v.weeklyUse}</td>
              <td className="right">{oneDecimal(weeks)}</td>
              <td>
                <span className={BADGE[status]}>{status}</span>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
