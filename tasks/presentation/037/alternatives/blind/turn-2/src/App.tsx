import "./App.css";
import { districts, MONTH_DAYS } from "./data";
import { formatCount, formatOneDecimal, roundOne } from "./format";
import StationChart from "./StationChart";

const BUSY_THRESHOLD = 400;

export default function App() {
  const rows = districts
    .map((d) => {
      const perStation = roundOne(d.trips / d.stations);
      return { ...d, perStation, busy: perStation >= BUSY_THRESHOLD };
    })
    .sort((a, b) => b.trips - a.trips);
  const totalTrips = districts.reduce((sum, d) => sum + d.trips, 0);
  const busyCount = rows.filter((r) => r.busy).length;
  const totalStations = districts.reduce((sum, d) => sum + d.stations, 0);
  const tripsPerDay = totalTrips / MONTH_DAYS;
  const schemePerStation = totalTrips / totalStations;

  return (
    <main className="page">
      <h1>Corramore Cycle Share trips by district, October 2026</h1>
      <section className="panel" aria-labelledby="districts-heading">
        <h2 id="districts-heading">Districts</h2>
        <table>
          <thead>
            <tr>
              <th scope="col">District</th>
              <th scope="col" className="num">Stations</th>
              <th scope="col" className="num">Trips</th>
              <th scope="col" className="num">Trips per station</th>
              <th scope="col">Demand</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.name}>
                <th scope="row">{r.name}</th>
                <td className="num">{r.stations}</td>
                <td className="num">{formatCount(r.trips)}</td>
                <td className="num">{formatOneDecimal(r.perStation)}</td>
                <td>
                  <span className={r.busy ? "badge busy" : "badge quiet"}>{r.busy ? "Busy" : "Quiet"}</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <ul className="summary">
          <li>Total trips: {formatCount(totalTrips)}</li>
          <li>Busy districts: {busyCount} of 6</li>
        </ul>
      </section>
      <section className="panel" aria-labelledby="chart-heading">
        <h2 id="chart-heading">Trips per station by district</h2>
        <StationChart districts={districts} />
        <ul className="summary">
          <li>Trips per day: {formatOneDecimal(tripsPerDay)}</li>
          <li>Scheme-wide trips per station: {formatOneDecimal(schemePerStation)}</li>
        </ul>
      </section>
    </main>
  );
}
