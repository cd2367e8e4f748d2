import { useCallback, useEffect, useState } from "react";
import { callTool } from "./bridge";
import "./styles.css";

type Schedule = {
  id: string;
  asset_id: string;
  asset_name: string;
  site_id: string;
  title: string;
  interval_days: number;
  next_due: string;
  days_until_due: number;
  active: boolean;
  open_work_order: string | null;
};

function statusOf(days: number): string {
  if (days < 0) return "Overdue";
  if (days === 0) return "Due today";
  if (days === 1) return "Due in 1 day";
  if (days <= 7) return `Due in ${days} days`;
  return "Not due";
}

function errorText(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

export default function App() {
  const [schedules, setSchedules] = useState<Schedule[] | null>(null);
  const [error, setError] = useState("");

  const loadSchedules = useCallback(async () => {
    try {
      const res = await callTool<{ today: string; schedules: Schedule[] }>("list_pm_schedules", {});
      setSchedules(res.schedules.filter((s) => s.active));
      setError("");
    } catch (e) {
      setError(`Could not read the schedules: ${errorText(e)}`);
    }
  }, []);

  useEffect(() => {
    void loadSchedules();
  }, [loadSchedules]);

  const rows = schedules ?? [];
  const overdue = rows.filter((s) => s.days_until_due < 0).length;
  const today = rows.filter((s) => s.days_until_due === 0).length;
  const week = rows.filter((s) => s.days_until_due >= 1 && s.days_until_due <= 7).length;

  return (
    <main className="desk">
      <h1>PM desk</h1>
      {error && <p className="error" role="alert">{error}</p>}
      <section aria-labelledby="schedules-heading">
        <h2 id="schedules-heading">Schedules</h2>
        <div className="bar">
          <button type="button" className="secondary" onClick={() => void loadSchedules()}>
            Refresh
          </button>
        </div>
        {schedules === null ? (
          <p>Loading schedules…</p>
        ) : (
          <>
            <p className="counts">
              {overdue} overdue, {today} due today, {week} due within 7 days
            </p>
            <table>
              <thead>
                <tr>
                  <th>Schedule</th>
                  <th>Asset</th>
                  <th>Task</th>
                  <th>Every</th>
                  <th>Next due</th>
                  <th>Status</th>
                  <th>Open order</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((s) => (
                  <tr key={s.id}>
                    <td>{s.id}</td>
                    <td>{s.asset_name}</td>
                    <td>{s.title}</td>
                    <td>{s.interval_days} days</td>
                    <td>{s.next_due}</td>
                    <td className={s.days_until_due < 0 ? "overdue" : undefined}>{statusOf(s.days_until_due)}</td>
                    <td>{s.open_work_order ?? "none"}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        )}
      </section>
    </main>
  );
}
