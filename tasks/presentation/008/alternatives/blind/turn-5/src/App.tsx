import "./styles.css";
import Leaderboard from "./Leaderboard";
import { MEMBERS, WEEKLY_TENTHS } from "./season";
import WeeklyChart from "./WeeklyChart";
import Milestones from "./Milestones";
import { EVENTS } from "./events";

export default function App() {
  return (
    <main className="wrap">
      <h1>Riverside Striders - spring season 2025</h1>
      <p className="lede">
        Eight weeks of spring running, synced from members&apos; watches. Dana&apos;s week-6 long run is counted at its
        corrected 23.0 km.
      </p>
      <Leaderboard members={MEMBERS} />
      <WeeklyChart weeks={WEEKLY_TENTHS} />
      <Milestones events={EVENTS} />
    </main>
  );
}
