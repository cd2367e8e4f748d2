import type { Schedule } from "./api";
import { formatEvery, scheduleStatus } from "./api";

interface Props {
  schedules: Schedule[];
  error: string | null;
}

export default function SchedulesSection({ schedules, error }: Props) {
  const overdue = schedules.filter((s) => s.days_until_due < 0).length;
  const dueToday = schedules.filter((s) => s.days_until_due === 0).length;
  const dueSoon = schedules.filter((s) => s.days_until_due >= 1 && s.days_until_due <= 7).length;

  return (
    <section className="panel" aria-labelledby="schedules-heading">
      <h2 id="schedules-heading">Schedules</h2>
      <p className="summary">
        {overdue} overdue, {dueToday} due today, {dueSoon} due within 7 days
      </p>
      {error && <p className="error">{error}</p>}
      <table>
        <thead>
          <tr>
            <th scope="col">Schedule</th>
            <th scope="col">Asset</th>
            <th scope="col">Task</th>
            <th scope="col">Every</th>
            <th scope="col">Next due</th>
            <th scope="col">Status</th>
            <th scope="col">Open order</th>
          </tr>
        </thead>
        <tbody>
          {schedules.map((s) => {
            const status = scheduleStatus(s.days_until_due);
            return (
              <tr key={s.id}>
                <td>{s.id}</td>
                <td>{s.asset_name}</td>
                <td>{s.title}</td>
                <td>{formatEvery(s.interval_days)}</td>
                <td>{s.next_due}</td>
                <td className={s.days_until_due < 0 ? "flag" : undefined}>{status}</td>
                <td>{s.open_work_order ?? "none"}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
