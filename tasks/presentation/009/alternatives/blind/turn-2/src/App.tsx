import "./solar.css";
import Summary from "./Summary";
import HourlyChart from "./HourlyChart";
import { GENERATION_TENTHS } from "./solar";

export default function App() {
  return (
    <main className="sheet">
      <h1>Hillcrest Primary rooftop solar - 11 June 2025</h1>
      <p className="meta">Daily report for the governors · metered generation, kWh per hour</p>
      <Summary generation={GENERATION_TENTHS} />
      <HourlyChart generation={GENERATION_TENTHS} />
    </main>
  );
}
