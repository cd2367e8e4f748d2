import { count, pounds } from "./format";
import { byTreesLost, replantingCost, treesLost, type Ward } from "./wards";

type Props = { wards: Ward[] };

export default function ReplantingTable({ wards }: Props) {
  const rows = byTreesLost(wards);
  return (
    <table className="data">
      <caption>Sorted by trees lost, most first</caption>
      <thead>
        <tr>
          <th scope="col">Ward</th>
          <th scope="col" className="num">Trees lost</th>
          <th scope="col" className="num">Replanting cost</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((w) => (
          <tr key={w.name}>
            <th scope="row">{w.name}</th>
            <td className="num">{count(treesLost(w))}</td>
            <td className="num">{pounds(replantingCost(w))}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
