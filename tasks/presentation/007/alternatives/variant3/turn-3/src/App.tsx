import './styles.css';
import { ZoneTable } from './ZoneTable';
import { RateChart } from './RateChart';
import { shiftRate, zoneSummaries } from './shift';
import { fmtRate } from './numbers';

export default function App() {
  return (
    <div className="page">
      <h1>Night shift B - 11 March 2025</h1>
      <p className="meta">Riverside distribution centre · 22:00-06:00 · ten pickers · target 120 picks per hour</p>

      <div className="panel">
        <h2>Pick rates</h2>
        {zoneSummaries.map((z) => (
          <ZoneTable key={z.zone} summary={z} />
        ))}
        <p className="shift-rate">{`Shift average: ${fmtRate(shiftRate)} picks/hour`}</p>
      </div>

      <div className="panel">
        <h2>Picks per hour by picker</h2>
        <RateChart />
      </div>
    </div>
  );
}
