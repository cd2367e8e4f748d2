import "./styles.css";

type Station = { name: string; setting: string; no2: number; days: number };

// 2025 annual mean NO2 (µg/m³) and PM10 exceedance days per monitoring station.
const STATIONS: Station[] = [
  { name: "Ashby Park", setting: "Urban background", no2: 24.9, days: 9 },
  { name: "Fellside Moor", setting: "Rural", no2: 11.4, days: 2 },
  { name: "Harbour Gate", setting: "Roadside", no2: 40.0, days: 35 },
  { name: "Kelso Bridge", setting: "Industrial", no2: 38.6, days: 36 },
  { name: "Mill Street Roadside", setting: "Roadside", no2: 46.2, days: 41 },
  { name: "Town Hall Square", setting: "Urban centre", no2: 33.7, days: 22 },
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
          <th scope="col">NO2 mean</th>
          <th scope="col">Status</th>
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
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

export default function App() {
  const byNo2 = [...STATIONS].sort((a, b) => b.no2 - a.no2);
  const networkNo2 = mean(STATIONS.map((s) => s.no2));
  return (
    <main>
      <h1>Westmere air quality 2025</h1>
      <p className="lede">Annual results from the six stations of the Westmere Air Quality Partnership. Concentrations in µg/m³.</p>
      <section className="panel" aria-labelledby="stations-heading">
        <h2 id="stations-heading">Stations</h2>
        <StationsTable stations={byNo2} />
        <p className="fact">Network mean NO2: {oneDecimal(networkNo2)} µg/m³</p>
      </section>
    </main>
  );
}
