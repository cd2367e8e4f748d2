import "./styles.css";
import { BEERS, ON_TARGET_TENTHS } from "./data";
import { formatHl, formatPct, percentTenths } from "./format";

export default function App() {
  const rows = BEERS.map((b) => {
    const achieved = percentTenths(b.brewed, b.planned);
    return { ...b, achieved, onTarget: achieved >= ON_TARGET_TENTHS };
  }).sort((a, b) => a.achieved - b.achieved);

  const totalPlanned = rows.reduce((s, r) => s + r.planned, 0);
  const totalBrewed = rows.reduce((s, r) => s + r.brewed, 0);
  const overall = percentTenths(totalBrewed, totalPlanned);
  const shortCount = rows.filter((r) => !r.onTarget).length;

  return (
    <main className="page">
      <h1>Hollin Beck Brewery production, October 2026</h1>

      <section className="block" aria-labelledby="production-heading">
        <h2 id="production-heading">Production</h2>
        <table className="production">
          <thead>
            <tr>
              <th scope="col">Beer</th>
              <th scope="col" className="num">Planned (hL)</th>
              <th scope="col" className="num">Brewed (hL)</th>
              <th scope="col" className="num">Plan achieved</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.name}>
                <th scope="row">{r.name}</th>
                <td className="num">{formatHl(r.planned)}</td>
                <td className="num">{formatHl(r.brewed)}</td>
                <td className="num">{formatPct(r.achieved)}</td>
                <td>
                  <span className={r.onTarget ? "status ok" : "status short"}>
                    {r.onTarget ? "On target" : "Short"}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="line">Plan achieved overall: {formatPct(overall)}</p>
        <p className="line">
          Beers short of plan: {shortCount} of {rows.length}
        </p>
      </section>
    </main>
  );
}
