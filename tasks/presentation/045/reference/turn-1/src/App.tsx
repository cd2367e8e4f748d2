import "./styles.css";
import { DAYS, STATIONS } from "./data";
import { count, pct } from "./format";

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

export default function App() {
  return (
    <main>
      <h1>Kestrel Vale Line station footfall, September 2026</h1>
      <StationSection />
    </main>
  );
}
