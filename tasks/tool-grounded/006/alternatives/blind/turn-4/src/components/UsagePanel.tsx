import { useEffect, useState } from "react";
import { describeError, fetchUsage, type UsageRow } from "../api";
import { WEEK } from "../week";

type Props = { tick: number };

export default function UsagePanel({ tick }: Props) {
  const [day, setDay] = useState(WEEK[0].date);
  const [rows, setRows] = useState<{ day: string; list: UsageRow[] } | null>(null);
  const [problem, setProblem] = useState("");

  useEffect(() => {
    let stale = false;
    fetchUsage(day)
      .then((list) => {
        if (!stale) {
          setRows({ day, list });
          setProblem("");
        }
      })
      .catch((err) => {
        if (!stale) setProblem(describeError(err));
      });
    return () => {
      stale = true;
    };
  }, [day, tick]);

  const list = rows && rows.day === day ? rows.list : null;

  return (
    <section className="panel">
      <h2>Lab usage</h2>
      <div className="toolbar">
        <label htmlFor="usage-day">Usage day</label>
        <select id="usage-day" value={day} onChange={(e) => setDay(e.target.value)}>
          {WEEK.map((d) => (
            <option key={d.date} value={d.date}>
              {d.label}
            </option>
          ))}
        </select>
      </div>
      {list === null ? (
        <p className="muted">Loading usage…</p>
      ) : (
        <div className="usage">
          {list.map((r) => (
            <p key={r.resource_id}>{`${r.name}: ${r.booked_slots} of ${r.total_slots} blocks booked`}</p>
          ))}
        </div>
      )}
      {problem && <p className="error">{problem}</p>}
    </section>
  );
}
