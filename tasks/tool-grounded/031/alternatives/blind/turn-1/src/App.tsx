import { useEffect, useState } from "react";
import "./styles.css";
import type { Schedule } from "./api";
import { errorMessage, fetchSchedules } from "./api";
import SchedulesSection from "./SchedulesSection";

export default function App() {
  const [schedules, setSchedules] = useState<Schedule[]>([]);
  const [schedError, setSchedError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function loadSchedules() {
    try {
      setSchedules(await fetchSchedules());
      setSchedError(null);
    } catch (err) {
      setSchedError(`Could not load the schedules: ${errorMessage(err)}`);
    }
  }

  useEffect(() => {
    void loadSchedules();
  }, []);

  async function refresh() {
    setBusy(true);
    await loadSchedules();
    setBusy(false);
  }

  return (
    <main className="desk">
      <header className="top">
        <h1>PM desk</h1>
        <button type="button" onClick={refresh} disabled={busy}>
          Refresh
        </button>
      </header>
      <SchedulesSection schedules={schedules} error={schedError} />
    </main>
  );
}
