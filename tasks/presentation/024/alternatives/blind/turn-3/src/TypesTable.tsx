import { count, pct, percentOf } from "./format";
import { byReceived, meetsStandard, onTimeShare, totalOnTime, totalReceived, type ComplaintType } from "./complaints";

type Props = { types: ComplaintType[] };

export default function TypesTable({ types }: Props) {
  const rows = byReceived(types);
  const received = totalReceived(types);
  const onTime = totalOnTime(types);
  const allShare = percentOf(onTime, received);
  return (
    <table className="data">
      <caption>Sorted by complaints received, most first</caption>
      <thead>
        <tr>
          <th scope="col">Type</th>
          <th scope="col" className="num">Received</th>
          <th scope="col" className="num">Resolved within 10 days</th>
          <th scope="col" className="num">On time</th>
          <th scope="col" className="center">Meets standard</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((t) => (
          <tr key={t.name}>
            <th scope="row">{t.name}</th>
            <td className="num">{count(t.received)}</td>
            <td className="num">{count(t.onTime)}</td>
            <td className="num">{pct(onTimeShare(t))}</td>
            <td className="center">{meetsStandard(onTimeShare(t)) ? "Yes" : "No"}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">All complaints</th>
          <td className="num">{count(received)}</td>
          <td className="num">{count(onTime)}</td>
          <td className="num">{pct(allShare)}</td>
          <td className="center">{meetsStandard(allShare) ? "Yes" : "No"}</td>
        </tr>
      </tfoot>
    </table>
  );
}
