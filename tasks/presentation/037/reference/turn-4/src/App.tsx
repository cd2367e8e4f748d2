import "./styles.css";

type District = { name: string; stations: number; trips: number; ebike: number; september: number };

// October 2026: 31 days; 70 docking stations over six districts.
const DAYS = 31;
const BUSY_FROM = 400; // trips per station; exactly 400.0 is Busy
const DISTRICTS: District[] = [
  { name: "Harbour", stations: 14, trips: 6237, ebike: 2433, september: 6237 },
  { name: "Millbrook", stations: 7, trips: 3062, ebike: 551, september: 2899 },
  { name: "Northgate", stations: 9, trips: 2875, ebike: 1029, september: 3010 },
  { name: "Old Town", stations: 18, trips: 7171, ebike: 1865, september: 5950 },
  { name: "Riverside", stations: 10, trips: 5017, ebike: 1385, september: 4620 }, // corrected: a faulty dock dropped records
  { name: "University", stations: 12, trips: 4800, ebike: 1152, september: 5104 },
];

const count = (v: number) => v.toLocaleString("en-US");
const one = (v: number) => v.toFixed(1);
const pct = (v: number) => `${v.toFixed(1)}%`;
const perStation = (d: District) => d.trips / d.stations;
// Compared in whole trips so that exactly 400.0 per station counts as Busy.
const busy = (d: District) => d.trips >= BUSY_FROM * d.stations;
const TOTAL_TRIPS = DISTRICTS.reduce((sum, d) => sum + d.trips, 0);
const TOTAL_STATIONS = DISTRICTS.reduce((sum, d) => sum + d.stations, 0);
const TOTAL_EBIKE = DISTRICTS.reduce((sum, d) => sum + d.ebike, 0);
const byTrips = [...DISTRICTS].sort((a, b) => b.trips - a.trips);
const byPerStation = [...DISTRICTS].sort((a, b) => perStation(b) - perStation(a));

const W = 720;
const H = 330;
const PAD = { left: 64, right: 20, top: 16, bottom: 48 };
const TOP = 600;
const TICKS = [0, 100, 200, 300, 400, 500, 600];

function PerStationChart({ districts }: { districts: District[] }) {
  const plotW = W - PAD.left - PAD.right;
  const plotH = H - PAD.top - PAD.bottom;
  const slot = plotW / districts.length;
  const y = (v: number) => PAD.top + plotH - (v / TOP) * plotH;
  return (
    <svg viewBox={`0 0 ${W} ${H}`} aria-label="Bar chart of trips per docking station in each district">
      {TICKS.map((t) => (
        <g key={t}>
          <line x1={PAD.left} x2={W - PAD.right} y1={y(t)} y2={y(t)} className="grid" />
          <text className="tick" x={PAD.left - 8} y={y(t) + 4} textAnchor="end">{t}</text>
        </g>
      ))}
      {districts.map((d, i) => {
        const x = PAD.left + i * slot + slot * 0.2;
        const v = perStation(d);
        return (
          <g key={d.name}>
            <rect className="bar" role="img" aria-label={`${d.name}: ${one(v)} trips per station`}
              x={x} y={y(v)} width={slot * 0.6} height={y(0) - y(v)} />
            <text className="tick" x={x + slot * 0.3} y={H - PAD.bottom + 18} textAnchor="middle">{d.name}</text>
          </g>
        );
      })}
      <text className="axis-label" transform={`translate(16 ${PAD.top + plotH / 2}) rotate(-90)`} textAnchor="middle">
        Trips per station
      </text>
    </svg>
  );
}

function ChartSection() {
  return (
    <section aria-labelledby="chart-heading">
      <h2 id="chart-heading">Trips per station by district</h2>
      <PerStationChart districts={byPerStation} />
      <ul className="lines">
        <li>Trips per day: {one(TOTAL_TRIPS / DAYS)}</li>
        <li>Scheme-wide trips per station: {one(TOTAL_TRIPS / TOTAL_STATIONS)}</li>
      </ul>
    </section>
  );
}

function DistrictTable() {
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">District</th>
          <th scope="col" className="num">Stations</th>
          <th scope="col" className="num">Trips</th>
          <th scope="col" className="num">Trips per station</th>
          <th scope="col">Demand</th>
          <th scope="col" className="num">E-bike trips</th>
          <th scope="col" className="num">E-bike share</th>
        </tr>
      </thead>
      <tbody>
        {byTrips.map((d) => (
          <tr key={d.name}>
            <td>{d.name}</td>
            <td className="num">{d.stations}</td>
            <td className="num">{count(d.trips)}</td>
            <td className="num">{one(perStation(d))}</td>
            <td className={busy(d) ? "busy" : ""}>{busy(d) ? "Busy" : "Quiet"}</td>
            <td className="num">{count(d.ebike)}</td>
            <td className="num">{pct((d.ebike / d.trips) * 100)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function DistrictSection() {
  const busyCount = DISTRICTS.filter(busy).length;
  return (
    <section aria-labelledby="districts-heading">
      <h2 id="districts-heading">Districts</h2>
      <DistrictTable />
      <ul className="lines">
        <li>Total trips: {count(TOTAL_TRIPS)}</li>
        <li>Busy districts: {busyCount} of {DISTRICTS.length}</li>
        <li>E-bike share across the scheme: {pct((TOTAL_EBIKE / TOTAL_TRIPS) * 100)}</li>
      </ul>
    </section>
  );
}

export default function App() {
  return (
    <main>
      <h1>Corramore Cycle Share trips by district, October 2026</h1>
      <DistrictSection />
      <ChartSection />
    </main>
  );
}
