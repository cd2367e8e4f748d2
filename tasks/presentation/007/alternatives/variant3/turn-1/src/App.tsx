import './styles.css';
import { RateTable } from './RateTable';
import { shiftRate } from './shift';
import { fmtRate } from './numbers';

export default function App() {
  return (
    <div className="page">
      <h1>Night shift B - 11 March 2025</h1>
      <p className="meta">Riverside distribution centre · 22:00-06:00 · ten pickers · target 120 picks per hour</p>

      <div className="panel">
        <h2>Pick rates</h2>
        <RateTable />
        <p className="shift-rate">{`Shift average: ${fmtRate(shiftRate)} picks/hour`}</p>
      </div>
    </div>
  );
}
