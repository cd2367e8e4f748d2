import "./styles.css";

type Storage = "fridge" | "freezer";
type Vaccine = { name: string; onHand: number; weeklyUse: number; storage: Storage };

const STOCK: Vaccine[] = [
  { name: "Influenza", onHand: 340, weeklyUse: 85, storage: "fridge" },
  { name: "Hepatitis B", onHand: 260, weeklyUse: 36, storage: "fridge" }, // 200 doses delivered
  { name: "MMR", onHand: 118, weeklyUse: 22, storage: "freezer" },
  { name: "Tdap", onHand: 74, weeklyUse: 31, storage: "fridge" }, // weekly use corrected (was entered as 41)
  { name: "HPV", onHand: 96, weeklyUse: 18, storage: "fridge" },
  { name: "Pneumococcal (PCV20)", onHand: 45, weeklyUse: 13, storage: "fridge" },
  { name: "Varicella", onHand: 52, weeklyUse: 9, storage: "freezer" },
  { name: "COVID-19", onHand: 130, weeklyUse: 48, storage: "fridge" },
];

const weeksOfSupply = (v: Vaccine) => v.onHand / v.weeklyUse;
const oneDecimal = (n: number) => n.toFixed(1);
const fmt = (n: number) => n.toLocaleString("en-US");
const byUrgency = (a: Vaccine, b: Vaccine) => weeksOfSupply(a) - weeksOfSupply(b);

type Status = { label: string; tone: string };
function status(v: Vaccine): Status {
  const w = weeksOfSupply(v);
  if (w < 2) return { label: "Reorder now", tone: "reorder" };
  if (w < 3) return { label: "Low", tone: "low" };
  return { label: "OK", tone: "ok" };
}

function StockTable({ rows }: { rows: Vaccine[] }) {
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">Vaccine</th>
          <th scope="col">Status</th>
          <th scope="col">Doses on hand</th>
          <th scope="col">Weekly use (doses)</th>
          <th scope="col">Weeks of supply</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((v) => (
          <tr key={v.name}>
            <td>{v.name}</td>
            <td className="status-cell"><span className={`badge ${status(v).tone}`}>{status(v).label}</span></td>
            <td>{fmt(v.onHand)}</td>
            <td>{fmt(v.weeklyUse)}</td>
            <td>{oneDecimal(weeksOfSupply(v))}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const W = 720;
const LABEL_W = 180;
const RIGHT = 24;
const ROW = 34;
const TOP = 28;
const AXIS = 50;
const MAX_WEEKS = 8;
const REORDER_POINT = 2;

function SupplyChart({ rows }: { rows: Vaccine[] }) {
  const plotW = W - LABEL_W - RIGHT;
  const axisY = TOP + rows.length * ROW;
  const H = axisY + AXIS;
  const x = (weeks: number) => LABEL_W + (Math.min(weeks, MAX_WEEKS) / MAX_WEEKS) * plotW;
  const ticks = Array.from({ length: MAX_WEEKS + 1 }, (_, i) => i);
  return (
    <svg viewBox={`0 0 ${W} ${H}`} role="group" aria-label="Weeks of supply by vaccine">
      {ticks.map((t) => (
        <g key={t}>
          <line className="gridline" x1={x(t)} x2={x(t)} y1={TOP} y2={axisY} />
          <text className="tick" x={x(t)} y={axisY + 16} textAnchor="middle">{t}</text>
        </g>
      ))}
      {rows.map((v, i) => {
        const w = weeksOfSupply(v);
        return (
          <g key={v.name}>
            <text className="name" x={LABEL_W - 10} y={TOP + i * ROW + ROW / 2 + 4} textAnchor="end">{v.name}</text>
            <rect className={`bar ${status(v).tone === "ok" ? "" : status(v).tone}`} role="img"
              aria-label={`${v.name}: ${oneDecimal(w)} weeks of supply`}
              x={LABEL_W} y={TOP + i * ROW + 7} width={x(w) - LABEL_W} height={ROW - 14} rx={3} />
          </g>
        );
      })}
      <line className="reorder-line" x1={x(REORDER_POINT)} x2={x(REORDER_POINT)} y1={TOP - 6} y2={axisY} />
      <text className="reorder-label" x={x(REORDER_POINT) + 6} y={TOP - 10}>Reorder point: {REORDER_POINT} weeks</text>
      <text className="axis-title" x={LABEL_W + plotW / 2} y={H - 8} textAnchor="middle">Weeks of supply at current use</text>
    </svg>
  );
}

const STORAGE: { key: Storage; title: string; note: string }[] = [
  { key: "fridge", title: "Refrigerated", note: "Store between 2 °C and 8 °C." },
  { key: "freezer", title: "Frozen", note: "Store between −50 °C and −15 °C." },
];

function StorageGroup({ storage, rows }: { storage: (typeof STORAGE)[number]; rows: Vaccine[] }) {
  const id = `storage-${storage.key}`;
  const doses = rows.reduce((sum, v) => sum + v.onHand, 0);
  return (
    <section aria-labelledby={id}>
      <h3 id={id}>{storage.title}</h3>
      <p className="storage-note">{storage.note}</p>
      <StockTable rows={rows} />
      <p className="group-total">Total doses: {fmt(doses)}</p>
    </section>
  );
}

export default function App() {
  const sorted = [...STOCK].sort(byUrgency);
  const reorderNow = STOCK.filter((v) => weeksOfSupply(v) < 2).length;
  return (
    <main>
      <h1>Vaccine stock summary</h1>
      <p className="count-date">Northside Community Health Clinic · Monday stock count</p>
      <section aria-labelledby="stock-heading">
        <h2 id="stock-heading">Stock on hand</h2>
        <p className="headline">Vaccines to reorder now: {reorderNow}</p>
        {STORAGE.map((st) => (
          <StorageGroup key={st.key} storage={st} rows={sorted.filter((v) => v.storage === st.key)} />
        ))}
      </section>
      <section aria-labelledby="chart-heading">
        <h2 id="chart-heading">Weeks of supply chart</h2>
        <SupplyChart rows={sorted} />
      </section>
    </main>
  );
}
