import "./index.css";
import { STAGES, runTotal } from "./pipeline";
import { formatDuration } from "./duration";
import { StageChart } from "./components/StageChart";

export default function App() {
  const total = runTotal(STAGES);
  return (
    <main className="wrap">
      <h1>Pipeline duration: main branch</h1>
      <section className="block">
        <h2>Stage durations</h2>
        <p className="total">Total: {formatDuration(total)}</p>
        <p className="hint">Latest run of the main branch, stages in the order they run.</p>
        <StageChart stages={STAGES} />
      </section>
    </main>
  );
}
