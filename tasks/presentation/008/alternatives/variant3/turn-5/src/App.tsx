import './styles.css';
import Leaderboard from './Leaderboard';
import WeeklyChart from './WeeklyChart';
import Milestones from './Milestones';
import { leaderboard, seasonWeeks } from './season';

export default function App() {
  return (
    <div className="page">
      <header className="masthead">
        <h1>Riverside Striders - spring season 2025</h1>
        <p className="sub">Eight weeks of club running, totals synced from members' watches.</p>
      </header>
      <main className="grid">
        <Leaderboard rows={leaderboard} />
        <WeeklyChart weeks={seasonWeeks} />
        <Milestones />
      </main>
    </div>
  );
}
