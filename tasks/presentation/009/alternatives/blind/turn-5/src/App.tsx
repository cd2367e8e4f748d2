import "./solar.css";
import Summary from "./Summary";
import HourlyChart from "./HourlyChart";
import EnergyBalance from "./EnergyBalance";
import { CONSUMPTION_TENTHS, FORECAST_TENTHS, GENERATION_TENTHS } from "./solar";

export default function App() {
  return (
    <main className="sheet">
      <h1>Hillcrest Primary rooftop solar - 11 June 2025</h1>
      <p className="meta">Daily report for the governors · metered generation, kWh per hour · 12:00-13:00 uses the corrected inverter reading</p>
      <Summary generation={GENERATION_TENTHS} forecast={FORECAST_TENTHS} />
      <HourlyChart generation={GENERATION_TENTHS} forecast={FORECAST_TENTHS} />
      <EnergyBalance generation={GENERATION_TENTHS} consumption={CONSUMPTION_TENTHS} />
    </main>
  );
}
