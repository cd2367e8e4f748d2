import { useEffect, useState } from "react";
import { describeError, fetchWaitlist, type WaitRow } from "../api";
import { dayLabel } from "../week";

type Props = { resourceId: string; fullDates: string[]; tick: number };

export default function WaitlistPanel({ resourceId, fullDates, tick }: Props) {
  const key = fullDates.join(",");
  const [lists, setLists] = useState<{ key: string; byDate: Record<string, WaitRow[]> } | null>(null);
  const [problem, setProblem] = useState("");

  useEffect(() => {
    if (!resourceId) return;
    const dates = key ? key.split(",") : [];
    let stale = false;
    Promise.all(dates.map((d) => fetchWaitlist(resourceId, d)))
      .then((results) => {
        if (stale) return;
        const byDate: Record<string, WaitRow[]> = {};
        dates.forEach((d, i) => {
          byDate[d] = results[i];
        });
        setLists({ key: `${resourceId}|${key}`, byDate });
      })
      .catch((err) => {
        if (!stale) setProblem(describeError(err));
      });
    return () => {
      stale = true;
    };
  }, [resourceId, key, tick]);

  const current = lists && lists.key === `${resourceId}|${key}` ? lists.byDate : null;

  return (
    <article className="panel">
      <h2>Waitlist</h2>
      {fullDates.length === 0 ? (
        <p className="muted">No day is full for this instrument this week.</p>
      ) : current === null ? (
        <p className="muted">Loading waitlists…</p>
      ) : (
        <ul className="plain">
          {fullDates.map((d) => {
            const people = current[d] ?? [];
            return (
              <li key={d}>
                {people.length > 0
                  ? `${dayLabel(d)}: ${people.map((p) => p.person).join(", ")}`
                  : `${dayLabel(d)}: nobody waiting yet`}
              </li>
            );
          })}
        </ul>
      )}
      {problem && <p className="error">{problem}</p>}
    </article>
  );
}
