import { oneDecimal, weeksOfSupply, type Vaccine } from "./stock";

type Props = { vaccines: Vaccine[] };

export default function StockTable({ vaccines }: Props) {
  return (
    <table className="stock">
      <thead>
        <tr>
          <th scope="col">Vaccine</th>
          <th scope="col" className="right">Doses on hand</th>
          <th scope="col" className="right">Weekly use (doses)</th>
          <th scope="col" className="right">Weeks of supply</th>
        </tr>
      </thead>
      <tbody>
        {vaccines.map((v) => (
          <tr key={v.name}>
            <td>{v.name}</td>
            <td className="right">{v.onHand}</td>
            <td className="right">{v.weeklyUse}</td>
            <td className="right">{oneDecimal(weeksOfSupply(v))}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
