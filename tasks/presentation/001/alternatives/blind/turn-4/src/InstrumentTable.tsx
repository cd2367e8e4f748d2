import type { InstrumentTotal } from "./data";
import { fmtCount, fmtShare, sumSamples } from "./format";

export default function InstrumentTable({ rows }: { rows: InstrumentTotal[] }) {
  const whole = sumSamples(rows);
  const ordered = [...rows].sort((a, b) => b.samples - a.samples);
  return (
    <table className="grid">
      <caption>Eight-week totals per instrument, most samples first</caption>
      <thead>
        <tr>
          <th scope="col">Instrument</th>
          <th scope="col">Samples</th>
          <th scope="col">Share of total</th>
        </tr>
      </thead>
      <tbody>
        {ordered.map((r) => (
          <tr key={r.name}>
            <th scope="row">{r.name}</th>
            <td className="num">{fmtCount(r.samples)}</td>
            <td className="num">{fmtShare(r.samples, whole)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
