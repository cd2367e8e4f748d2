import Leaderboard from './Leaderboard';
import WeeklyChart from './WeeklyChart';
import './season.css';

export default function App() {
  return (
    <div className="wrap">
      <header className="masthead">
        <h1>Riverside Striders - spring season 2025</h1>
        <p className="sub">Eight weeks of club running, totalled from members' watches.</p>
      </header>
      <div className="grid-2">
        <Leaderboard />
        <WeeklyChart />
      </div>
    </div>
  );
}
