import "./styles.css";

type House = "North House" | "Middle House" | "South House";
type Crop = { name: string; house: House; area: number; harvest: number; target: number };
type Totals = { area: number; harvest: number; target: number };

// 2026 season at Hollowmere Market Garden.
const CROPS: Crop[] = [
  { name: "Tomatoes", house: "North House", area: 420, harvest: 16086, target: 15500 },
  { name: "Cucumbers", house: "North House", area: 180, harvest: 8910, target: 9000 },
  { name: "Sweet peppers", house: "Middle House", area: 260, harvest: 5330, target: 5600 },
  { name: "Aubergines", house: "Middle House", area: 150, harvest: 3750, target: 3600 },
  { name: "Chillies", house: "Middle House", area: 90, harvest: 1215, target: 1215 },
  { name: "Salad leaves", house: "South House", area: 240, harvest: 2903, target: 3000 },
  { name: "Strawberries", house: "South House", area: 200, harvest: 5236, target: 4800 },
];
const HOUSES: House[] = ["North House", "Middle House", "South House"];
const HEATING: Record<House, number> = { "North House": 46250, "Middle House": 21180, "South House": 6940 };

const addUp = (list: Crop[]): Totals => ({
  area: list.reduce((a, c) => a + c.area, 0),
  harvest: list.reduce((a, c) => a + c.harvest, 0),
  target: list.reduce((a, c) => a + c.target, 0),
});
const ALL = addUp(CROPS);
const houseTotals = (h: House) => addUp(CROPS.filter((c) => c.house === h));

const commas = (s: string) => s.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
const kg = (n: number) => commas(String(Math.round(n)));
function dp(v: number, places: number): string {
  const f = 10 ** places;
  const [i, d] = (Math.round(v * f + 1e-7) / f).toFixed(places).split(".");
  return `${commas(i)}.${d}`;
}
const yieldOf = (t: { area: number; harvest: number }) => t.harvest / t.area;
const cropYieldText = (t: { area: number; harvest: number }) => dp(yieldOf(t), 1);
const highYielders = CROPS.filter((c) => Number(dp(yieldOf(c), 1)) >= 25).length;
const ofTarget = (t: { harvest: number; target: number }) => (t.harvest / t.target) * 100;
const ofTargetText = (t: { harvest: number; target: number }) => `${dp(ofTarget(t), 1)}%`;
const onTarget = CROPS.filter((c) => Number(dp(ofTarget(c), 1)) >= 100).length;
const houseOrder = HOUSES;
const cropsOf = (h: House) => CROPS.filter((c) => c.house === h).sort((a, b) => b.harvest - a.harvest);
const cropOrder = houseOrder.flatMap((h) => cropsOf(h));

function Row({ label, t, kind }: { label: string; t: Crop | Totals; kind: string }) {
  return (
    <tr className={kind}>
      <td>{label}</td>
      <td className="r">{kg(t.area)}</td>
      <td className="r">{kg(t.harvest)}</td>
      <td className="r">{cropYieldText(t)}</td>
      <td className="r">{kg(t.target)}</td>
      <td className="r">{ofTargetText(t)}</td>
    </tr>
  );
}

function CropsSection() {
  return (
    <section className="card" aria-labelledby="crops-h">
      <h2 id="crops-h">Crops</h2>
      <table>
        <thead>
          <tr>
            <th scope="col">Crop</th>
            <th scope="col" className="r">Area (m²)</th>
            <th scope="col" className="r">Harvest (kg)</th>
            <th scope="col" className="r">Yield (kg/m²)</th>
            <th scope="col" className="r">Target (kg)</th>
            <th scope="col" className="r">Of target</th>
          </tr>
        </thead>
        <tbody>
          {houseOrder.map((h) => [
            ...cropsOf(h).map((c) => <Row key={c.name} label={c.name} t={c} kind="crop" />),
            <Row key={h} label={`${h} total`} t={houseTotals(h)} kind="house-total" />,
          ])}
          <Row label="All houses" t={ALL} kind="grand-total" />
        </tbody>
      </table>
      <p className="line">Crops yielding 25.0 kg/m² or more: {highYielders} of 7</p>
      <p className="line">Crops at or above target: {onTarget} of 7</p>
    </section>
  );
}

const GC = { w: 760, left: 120, right: 28, top: 10, bottom: 50, group: 46, bar: 16 };
const KG_MAX = 18000;
const KG_TICKS = [0, 3000, 6000, 9000, 12000, 15000, 18000];

function HarvestChart() {
  const h = GC.top + cropOrder.length * GC.group + GC.bottom;
  const plotW = GC.w - GC.left - GC.right;
  const x = (v: number) => GC.left + (v / KG_MAX) * plotW;
  const floor = GC.top + cropOrder.length * GC.group;
  return (
    <svg width={GC.w} height={h} viewBox={`0 0 ${GC.w} ${h}`} aria-label="Grouped bar chart of harvest against target per crop">
      {KG_TICKS.map((t) => (
        <g key={t}>
          <line className="grid" x1={x(t)} x2={x(t)} y1={GC.top} y2={floor} />
          <text className="lbl" x={x(t)} y={floor + 16} textAnchor="middle">{kg(t)}</text>
        </g>
      ))}
      <line className="axis" x1={x(0)} x2={x(0)} y1={GC.top} y2={floor} />
      {cropOrder.map((c, i) => {
        const y0 = GC.top + i * GC.group + 6;
        return (
          <g key={c.name}>
            <text className="lbl" x={GC.left - 8} y={y0 + GC.bar + 4} textAnchor="end">{c.name}</text>
            <rect className="bar-target" role="img" aria-label={`${c.name} target: ${kg(c.target)} kg`}
              x={x(0)} y={y0} width={x(c.target) - x(0)} height={GC.bar} />
            <rect className="bar-harvest" role="img" aria-label={`${c.name} harvest: ${kg(c.harvest)} kg`}
              x={x(0)} y={y0 + GC.bar} width={x(c.harvest) - x(0)} height={GC.bar} />
          </g>
        );
      })}
      <text className="axis-title" x={GC.left + plotW / 2} y={h - 10} textAnchor="middle">Kilograms</text>
    </svg>
  );
}

function ChartSection() {
  return (
    <section className="card" aria-labelledby="chart-h">
      <h2 id="chart-h">Harvest against target</h2>
      <ul className="legend">
        <li><span className="swatch target" aria-hidden="true"></span>Target</li>
        <li><span className="swatch harvest" aria-hidden="true"></span>Harvest</li>
      </ul>
      <HarvestChart />
    </section>
  );
}

const ALL_HEATING = HOUSES.reduce((a, h) => a + HEATING[h], 0);
const perKg = (h: House) => HEATING[h] / houseTotals(h).harvest;
const thriftiest = [...HOUSES].sort((a, b) => perKg(a) - perKg(b))[0];

function HeatingSection() {
  return (
    <section className="card" aria-labelledby="heat-h">
      <h2 id="heat-h">Heating</h2>
      <table>
        <thead>
          <tr>
            <th scope="col">House</th>
            <th scope="col" className="r">Heating (kWh)</th>
            <th scope="col" className="r">Harvest (kg)</th>
            <th scope="col" className="r">kWh per kg</th>
          </tr>
        </thead>
        <tbody>
          {HOUSES.map((h) => (
            <tr key={h}>
              <td>{h}</td>
              <td className="r">{kg(HEATING[h])}</td>
              <td className="r">{kg(houseTotals(h).harvest)}</td>
              <td className="r">{dp(perKg(h), 2)}</td>
            </tr>
          ))}
          <tr className="grand-total">
            <td>All houses</td>
            <td className="r">{kg(ALL_HEATING)}</td>
            <td className="r">{kg(ALL.harvest)}</td>
            <td className="r">{dp(ALL_HEATING / ALL.harvest, 2)}</td>
          </tr>
        </tbody>
      </table>
      <p className="line">Lowest heating per kg: {thriftiest}, {dp(perKg(thriftiest), 2)} kWh</p>
    </section>
  );
}

export default function App() {
  return (
    <main className="wrap">
      <h1>Hollowmere Market Garden: greenhouse crop yields, 2026 season</h1>
      <CropsSection />
      <ChartSection />
      <HeatingSection />
    </main>
  );
}
