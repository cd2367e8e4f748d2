import './app.css';
import { STAGES } from './data';
import { formatDuration, sumSeconds } from './duration';
import DurationChart from './DurationChart';
import SlowestStages from './SlowestStages';
import ChartLegend from './ChartLegend';

export default function App() {
  const totalSec = sumSeconds(STAGES.map((s) => s.lastSec));

  return (
    <div className="page">
      <h1>Pipeline duration: main branch</h1>

      <div className="card">
        <h2>Stage durations</h2>
        <p className="run-total">Total: {formatDuration(totalSec)}</p>
        <DurationChart stages={STAGES} />
        <ChartLegend stages={STAGES} />
      </div>

      <SlowestStages stages={STAGES} totalSec={totalSec} />
    </div>
  );
}
