import './app.css';
import DailySummary from './components/DailySummary';
import EnergyBalance from './components/EnergyBalance';
import HourlyChart from './components/HourlyChart';

export default function App() {
  return (
    <div className="page">
      <header className="masthead">
        <h1>Hillcrest Primary rooftop solar - 11 June 2025</h1>
        <p className="subtitle">24 kWp rooftop array · metered generation report for the governors</p>
      </header>
      <main className="content">
        <DailySummary />
        <HourlyChart />
        <EnergyBalance />
      </main>
    </div>
  );
}
