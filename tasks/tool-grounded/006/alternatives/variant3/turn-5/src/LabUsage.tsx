import { useEffect, useState } from 'react';
import { errorText, getDaySummary } from './api';
import type { DayRow } from './api';
import { WEEK, dayLabel } from './dates';

interface Props {
  refreshKey: number;
}

export default function LabUsage({ refreshKey }: Props) {
  const [day, setDay] = useState(WEEK[0]);
  const [summary, setSummary] = useState<{ day: string; rows: DayRow[] } | null>(null);
  const [error, setError] = useState('');

  useEffect(() => {
    let live = true;
    getDaySummary(day)
      .then((rows) => {
        if (!live) return;
        setError('');
        setSummary({ day, rows: [...rows].sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' })) });
      })
      .catch((err) => {
        if (live) setError(errorText(err));
      });
    return () => {
      live = false;
    };
  }, [day, refreshKey]);

  return (
    <section className="panel">
      <h2>Lab usage</h2>
      <div className="inline-field">
        <label htmlFor="usage-day">Usage day</label>
        <select id="usage-day" value={day} onChange={(e) => setDay(e.target.value)}>
          {WEEK.map((d) => (
            <option key={d} value={d}>
              {dayLabel(d)}
            </option>
          ))}
        </select>
      </div>
      {error && <p className="alert">{error}</p>}
      {summary && summary.day === day ? (
        <ul className="usage">
          {summary.rows.map((row) => (
            <li key={row.resource_id}>
              <span>{`${row.name}: ${row.booked_slots} of ${row.total_slots} blocks booked`}</span>
              <span className="bar" aria-hidden="true">
                <span
                  className="bar-fill"
                  style={{ width: `${row.total_slots ? (100 * row.booked_slots) / row.total_slots : 0}%` }}
                />
              </span>
            </li>
          ))}
        </ul>
      ) : (
        !error && <p className="muted">Reading the day summary…</p>
      )}
    </section>
  );
}
