import { instruments, type WeekFigure } from "./data";
import { count, delta, percent } from "./format";

export function InstrumentBreakdown({ grandTotal }: { grandTotal: number }) {
  const ranked = Object.entries(instruments).sort(([, a], [, b]) => b - a);
  return (
    <table className="grid">
      <thead>
        <tr><th>Instrument</th><th className="right">Samples</th><th className="right">Share of total</th></tr>
      </thead>
      <tbody>
        {ranked.map(([name, n]) => (
          <tr key={name}><th scope="row">{name}</th><td className="right">{count(n)}</td><td className="right">{percent(n / grandTotal)}</td></tr>
        ))}
      </tbody>
    </table>
  );
}

export function WeekByWeek({ weeks }: { weeks: WeekFigure[] }) {
  return (
    <table className="grid">
      <thead>
        <tr><th>Week</th><th className="right">Samples</th><th className="right">Change vs previous week</th></tr>
      </thead>
      <tbody>
        {weeks.map((w, i) => (
          <tr key={w.label}>
            <th scope="row">{w.label}</th>
            <td className="right">{count(w.count)}</td>
            <td className="right">{i === 0 ? "–" : delta(w.count - weeks[i - 1].count)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
