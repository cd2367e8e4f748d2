import "./styles.css";
import { PONTOONS } from "./data";
import PontoonsTable from "./PontoonsTable";
import OccupancySection from "./OccupancySection";

export default function App() {
  return (
    <main className="wrap">
      <h1>Saltmere Marina berth occupancy, September 2026</h1>
      <PontoonsTable pontoons={PONTOONS} />
      <OccupancySection pontoons={PONTOONS} />
    </main>
  );
}
