import "./styles.css";
import { DAYS, EARLIER_MONTHS, STATIONS, ZONES } from "./data";
import { count, pct, round1 } from "./format";
import MonthChart from "./MonthChart";

const LINE_TOTAL = STATIONS.reduce((sum, s) => sum + s.footfall, 0);
const LINE_2025 = STATIONS.reduce((sum, s) => sum + s.footfall2025, 0);
const busierThan2025 = STATIONS.filter((s) => s.footfall > s.footfall2025).length;
const share = (footfall: number) => (footfall / LINE_TOTAL) * 100;
const busiest = STATIONS.reduce((top, s) => (s.footfall > top.footfall ? s : top));

// "+5.5%" for a rise, "-1.8%" for a fall, "0.0%" when the counts are the same.
function signedPct(now: number, before: number) {
  const v = round1(((now - before) / before) * 100);
  return `${v > 0 ? "+" : v < 0 ? "-" : ""}${Math.abs(v).toFixed(1)}%`;
}

type RowProps = { name: string; footfall: number; before: number; total?: boolean; zone?: boolean };

function Row({ name, footfall, before, total = false, zone = false }: RowProps) {
  const Cell = total || zone ? "th" : "td";
  return (
    <tr className={total ? "total" : zone ? "zone" : undefined}>
      {total || zone ? <th scope="row">{name}</th> : <td>{name}</td>}
      <Cell className="num">{count(footfall)}</Cell>
      <Cell className="num">{signedPct(footfall, before)}</Cell>
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
            <th scope="col" className="num">Change on 2025</th>
            <th scope="col" className="num">Daily average</th>
            <th scope="col" className="num">Share of line</th>
          </tr>
        </thead>
        <tbody>
          {ZONES.map((zone) => {
            const stations = STATIONS.filter((s) => s.zone === zone);
            const zoneTotal = stations.reduce((sum, s) => sum + s.footfall, 0);
            const zone2025 = stations.reduce((sum, s) => sum + s.footfall2025, 0);
            return [
              ...stations.map((s) => <Row key={s.name} name={s.name} footfall={s.footfall} before={s.footfall2025} />),
              <Row key={`zone-${zone}`} name={`Zone ${zone} total`} footfall={zoneTotal} before={zone2025} zone />,
            ];
          })}
        </tbody>
        <tfoot>
          <Row name="Whole line" footfall={LINE_TOTAL} before={LINE_2025} total />
        </tfoot>
      </table>
      <p className="line">
        Busiest station: {busiest.name} ({pct(share(busiest.footfall))} of the line)
      </p>
      <p className="line">Stations busier than September 2025: {busierThan2025} of {STATIONS.length}</p>
    </section>
  );
}

const MONTHS = [...EARLIER_MONTHS, { label: "Sep", footfall: LINE_TOTAL }];
const busiestMonth = MONTHS.reduce((top, m) => (m.footfall > top.footfall ? m : top));


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
