import "./styles.css";

type House = "North House" | "Middle House" | "South House";
type Crop = { name: string; house: House; area: number; harvest: number };
type Totals = { area: number; harvest: number };

// 2026 season at Hollowmere Market Garden.
const CROPS: Crop[] = [
  { name: "Tomatoes", house: "North House", area: 420, harvest: 16086 },
  { name: "Cucumbers", house: "North House", area: 180, harvest: 8910 },
  { name: "Sweet peppers", house: "Middle House", area: 260, harvest: 5330 },
  { name: "Aubergines", house: "Middle House", area: 150, harvest: 3750 },
  { name: "Chillies", house: "Middle House", area: 90, harvest: 1215 },
  { name: "Salad leaves", house: "South House", area: 240, harvest: 2903 },
  { name: "Strawberries", house: "South House", area: 200, harvest: 2740 },
];
const HOUSES: House[] = ["North House", "Middle House", "South House"];

const addUp = (list: Crop[]): Totals => ({
  area: list.reduce((a, c) => a + c.area, 0),
  harvest: list.reduce((a, c) => a + c.harvest, 0),
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
    </section>
  );
}

export default function App() {
  return (
    <main className="wrap">
      <h1>Hollowmere Market Garden: greenhouse crop yields, 2026 season</h1>
      <CropsSection />
    </main>
  );
}
