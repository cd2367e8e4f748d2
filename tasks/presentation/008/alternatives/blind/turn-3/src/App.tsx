import "./styles.css";
import Leaderboard from "./Leaderboard";
import { MEMBERS, WEEKLY_TENTHS } from "./season";
import WeeklyChart from "./WeeklyChart";

export default function App() {
  return (
    <main className="wrap">
      <h1>Riverside Striders - spring season 2025</h1>
      <p className="lede">Eight weeks of spring running, synced from members&apos; watches.</p>
      <Leaderboard members={MEMBERS} />
      <WeeklyChart weeks={WEEKLY_TENTHS} />
    </main>
  );
}
