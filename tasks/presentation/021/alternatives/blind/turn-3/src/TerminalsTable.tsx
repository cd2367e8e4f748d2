import { teu } from "./format";
import { byTeu, totalCalls, totalTeu, teuPerCall, type Terminal } from "./terminals";

type Props = { terminals: Terminal[] };

export default function TerminalsTable({ terminals }: Props) {
  const rows = byTeu(terminals);
  const allTeu = totalTeu(terminals);
  const allCalls = totalCalls(terminals);
  return (
    <table className="data">
      <caption>Sorted by TEU handled, most first</caption>
      <thead>
        <tr>
          <th scope="col">Terminal</th>
          <th scope="col" className="num">TEU handled</th>
          <th scope="col" className="num">Vessel calls</th>
          <th scope="col" className="num">TEU per call</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((t) => (
          <tr key={t.name}>
            <th scope="row">{t.name}</th>
            <td className="num">{teu(t.teu)}</td>
            <td className="num">{t.calls}</td>
            <td className="num">{teu(teuPerCall(t.teu, t.calls))}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">All terminals</th>
          <td className="num">{teu(allTeu)}</td>
          <td className="num">{allCalls}</td>
          <td className="num">{teu(teuPerCall(allTeu, allCalls))}</td>
        </tr>
      </tfoot>
    </table>
  );
}
