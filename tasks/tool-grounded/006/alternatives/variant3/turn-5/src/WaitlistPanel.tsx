import { useEffect, useState } from 'react';
import { errorText, getWaitlist } from './api';
import type { WaitlistRow } from './api';
import { dayLabel } from './dates';

interface Props {
  resourceId: string;
  fullDays: string[];
  refreshKey: number;
}

export default function WaitlistPanel({ resourceId, fullDays, refreshKey }: Props) {
  const [lists, setLists] = useState<{ key: string; byDay: Record<string, WaitlistRow[]> } | null>(null);
  const [error, setError] = useState('');
  const daysKey = fullDays.join(',');
  const key = `${resourceId}|${daysKey}`;

  useEffect(() => {
    if (!resourceId) return;
    const days = daysKey ? daysKey.split(',') : [];
    let live = true;
    Promise.all(days.map((day) => getWaitlist(resourceId, day)))
      .then((results) => {
        if (!live) return;
        const byDay: Record<string, WaitlistRow[]> = {};
        days.forEach((day, i) => {
          byDay[day] = [...results[i]].sort((a, b) => a.position - b.position);
        });
        setError('');
        setLists({ key: `${resourceId}|${daysKey}`, byDay });
      })
      .catch((err) => {
        if (live) setError(errorText(err));
      });
    return () => {
      live = false;
    };
  }, [resourceId, daysKey, refreshKey]);

  const current = lists && lists.key === key ? lists.byDay : null;

  return (
    <section className="panel">
      <h2>Waitlist</h2>
      {error && <p className="alert">{error}</p>}
      {fullDays.length === 0 ? (
        <p className="muted">No day is fully booked for this instrument, so nobody needs to wait.</p>
      ) : current === null ? (
        <p className="muted">Reading waitlists…</p>
      ) : (
        <ul className="waitlist">
          {fullDays.map((day) => {
            const people = current[day] ?? [];
            return (
              <li key={day}>
                {people.length > 0
                  ? `${dayLabel(day)}: ${people.map((p) => p.person).join(', ')}`
                  : `${dayLabel(day)}: nobody waiting yet`}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
