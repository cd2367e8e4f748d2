import "./styles.css";
import { DAYS, EARLIER_MONTHS, STATIONS } from "./data";
import { count, pct, round1 } from "./format";
import MonthChart from "./MonthChart";

const LINE_TOTAL = STATIONS.reduce((sum, s) => sum + s.footfall, 0);
const share = (footfall: number) => (footfall / LINE_TOTAL) * 100;
const busiest = STATIONS.reduce((top, s) => (s.footfall > top.footfall ? s : top));

function Row({ name, footfall, total = false }: { name: string; footfall: number; total?: boolean }) {
  const Cell = total ? "th" : "td";
  return (
    <tr className={total ? "total" : undefined}>
      {total ? <th scope="row">{name}</th> : <td>{name}</td>}
      <Cell className="num">{count(footfall)}</Cell>
      <Cell className="num">{count(footfall / DAYS)}</Cell>
      <Cell className="num">{pct(share(footfall))}</Cell>
    </tr>
  );
}

function StationSection() {
  return (
    <section aria-labelledby="stations-heading">
      <h2 id="stations-heading">Stations</h2>
      <table>
        <thead>
          <tr>
            <th scope="col">Station</th>
            <th scope="col" className="num">Entries and exits</th>
            <th scope="col" className="num">Daily average</th>
            <th scope="col" className="num">Share of line</th>
          </tr>
        </thead>
        <tbody>
          {STATIONS.map((s) => <Row key={s.name} name={s.name} footfall={s.footfall} />)}
        </tbody>
        <tfoot>
          <Row name="Whole line" footfall={LINE_TOTAL} total />
        </tfoot>
      </table>
      <p className="line">
        Busiest station: {busiest.name} ({pct(share(busiest.footfall))} of the line)
      </p>
    </section>
  );
}

const MONTHS = [...EARLIER_MONTHS, { label: "Sep", footfall: LINE_TOTAL }];
const busiestMonth = MONTHS.reduce((top, m) => (m.footfall > top.footfall ? m : top));

// "+4.6%" for a rise, "-4.6%" for a fall.
function signedPct(now: number, before: number) {
  const v = round1(((now - before) / before) * 100);
  return `${v > 0 ? "+" : v < 0 ? "-" : ""}${Math.abs(v).toFixed(1)}%`;
}

function MonthSection() {
  return (
    <section aria-labelledby="months-heading">
      <h2 id="months-heading">Footfall by month</h2>
      <MonthChart months={MONTHS} />
      <p className="line">Busiest month: {busiestMonth.label} 2026</p>
      <p className="line">September against April: {signedPct(LINE_TOTAL, MONTHS[0].footfall)}</p>
    </section>
  );
}

export default function App() {
  return (
    <main>
      <h1>Kestrel Vale Line station footfall, September 2026</h1>
      <StationSection />
      <MonthSection />
    </main>
  );
}
