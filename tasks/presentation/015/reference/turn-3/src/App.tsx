import "./styles.css";

type Station = { name: string; setting: string; no2: number; days: number; pm25: number | null };

// 2025 annual mean NO2 (µg/m³), PM10 exceedance days and annual mean PM2.5 (µg/m³, null: no monitor).
const STATIONS: Station[] = [
  { name: "Ashby Park", setting: "Urban background", no2: 24.9, days: 9, pm25: null },
  { name: "Fellside Moor", setting: "Rural", no2: 11.4, days: 2, pm25: null },
  { name: "Harbour Gate", setting: "Roadside", no2: 40.0, days: 35, pm25: 12.1 },
  { name: "Kelso Bridge", setting: "Industrial", no2: 38.6, days: 36, pm25: 9.8 },
  { name: "Mill Street Roadside", setting: "Roadside", no2: 46.2, days: 41, pm25: 14.8 },
  { name: "Town Hall Square", setting: "Urban centre", no2: 33.7, days: 22, pm25: 10.0 },
];

const NO2_LIMIT = 40.0;

const oneDecimal = (v: number) => v.toFixed(1);
const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;

function StationsTable({ stations }: { stations: Station[] }) {
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">Station</th>
          <th scope="col">Setting</th>
          <th scope="col" className="num">NO2 mean</th>
          <th scope="col">Status</th>
          <th scope="col" className="num">PM2.5 mean</th>
        </tr>
      </thead>
      <tbody>
        {stations.map((s) => {
          const above = s.no2 > NO2_LIMIT;
          return (
            <tr key={s.name}>
              <td>{s.name}</td>
              <td>{s.setting}</td>
              <td className="num">{oneDecimal(s.no2)}</td>
              <td className={above ? "above" : "within"}>{above ? "Above limit" : "Within limit"}</td>
              <td className={s.pm25 === null ? "num missing" : "num"}>{s.pm25 === null ? "Not measured" : oneDecimal(s.pm25)}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

const W = 860;
const ROW = 40;
const PAD = { left: 180, right: 40, top: 36, bottom: 48 };
const AXIS_MAX = 50;
const TICKS = [0, 10, 20, 30, 40, 50];
const OBJECTIVE_DAYS = 35;

const meetsBoth = (s: Station) => s.no2 <= NO2_LIMIT && s.days <= OBJECTIVE_DAYS;

function ExceedanceChart({ stations }: { stations: Station[] }) {
  const plotW = W - PAD.left - PAD.right;
  const plotH = ROW * stations.length;
  const H = PAD.top + plotH + PAD.bottom;
  const x = (v: number) => PAD.left + (v / AXIS_MAX) * plotW;
  return (
    <svg viewBox={`0 0 ${W} ${H}`} aria-label="Horizontal bar chart of PM10 exceedance days per station">
      {TICKS.map((t) => (
        <g key={t}>
          <line className="grid" x1={x(t)} x2={x(t)} y1={PAD.top} y2={PAD.top + plotH} />
          <text className="tick" x={x(t)} y={PAD.top + plotH + 16} textAnchor="middle">{t}</text>
        </g>
      ))}
      {stations.map((s, i) => {
        const top = PAD.top + i * ROW;
        return (
          <g key={s.name}>
            <text className="station" x={PAD.left - 10} y={top + ROW / 2 + 4} textAnchor="end">{s.name}</text>
            <rect className={s.days > OBJECTIVE_DAYS ? "bar over" : "bar"} role="img" aria-label={`${s.name}: ${s.days} days`}
              x={x(0)} y={top + 8} width={x(s.days) - x(0)} height={ROW - 16} />
          </g>
        );
      })}
      <line className="objective" x1={x(OBJECTIVE_DAYS)} x2={x(OBJECTIVE_DAYS)} y1={PAD.top - 6} y2={PAD.top + plotH} />
      <text className="objective-label" x={x(OBJECTIVE_DAYS)} y={PAD.top - 12} textAnchor="middle">Objective: {OBJECTIVE_DAYS} days</text>
      <text className="axis-label" x={PAD.left + plotW / 2} y={H - 8} textAnchor="middle">Days with PM10 above 50 µg/m³</text>
    </svg>
  );
}

export default function App() {
  const byNo2 = [...STATIONS].sort((a, b) => b.no2 - a.no2);
  const networkNo2 = mean(STATIONS.map((s) => s.no2));
  const byDays = [...STATIONS].sort((a, b) => b.days - a.days);
  const overObjective = STATIONS.filter((s) => s.days > OBJECTIVE_DAYS).length;
  const measuredPm25 = STATIONS.flatMap((s) => (s.pm25 === null ? [] : [s.pm25]));
  const networkPm25 = mean(measuredPm25);
  const bothMet = STATIONS.filter(meetsBoth).length;
  return (
    <main>
      <h1>Westmere air quality 2025</h1>
      <p className="lede">Annual results from the six stations of the Westmere Air Quality Partnership. Concentrations in µg/m³.</p>
      <section className="panel" aria-labelledby="stations-heading">
        <h2 id="stations-heading">Stations</h2>
        <StationsTable stations={byNo2} />
        <p className="fact">Network mean NO2: {oneDecimal(networkNo2)} µg/m³</p>
        <p className="fact">Network mean PM2.5: {oneDecimal(networkPm25)} µg/m³ ({measuredPm25.length} stations)</p>
        <p className="fact">Stations meeting both objectives: {bothMet} of {STATIONS.length}</p>
      </section>
      <section className="panel" aria-labelledby="pm10-heading">
        <h2 id="pm10-heading">PM10 exceedance days</h2>
        <ExceedanceChart stations={byDays} />
        <p className="fact">Stations over the objective: {overObjective} of {STATIONS.length}</p>
      </section>
    </main>
  );
}
