import { useEffect, useMemo, useState } from 'react';
import './styles.css';
import { errorText, listResources } from './api';
import type { Resource } from './api';
import { WEEK, blockGrid, dayLabel, range } from './dates';
import { useWeek } from './useWeek';
import WeekTable from './WeekTable';
import type { Selection } from './WeekTable';

function byName(a: Resource, b: Resource): number {
  // Flow cytometer Aurora leads the list (the request asks for it first); the rest by name
  const lead = (r: Resource) => (r.name === 'Flow cytometer Aurora' ? 0 : 1);
  return lead(a) - lead(b) || a.name.localeCompare(b.name, 'en', { sensitivity: 'base' });
}

export default function App() {
  const [resources, setResources] = useState<Resource[] | null>(null);
  const [loadError, setLoadError] = useState('');
  const [resourceId, setResourceId] = useState('');
  const [selected, setSelected] = useState<Selection | null>(null);
  const [refreshKey] = useState(0);

  useEffect(() => {
    let live = true;
    listResources()
      .then((list) => {
        if (!live) return;
        setResources(list);
        const first = list.filter((r) => r.kind === 'instrument' && r.active).sort(byName)[0];
        if (first) setResourceId(first.id);
      })
      .catch((err) => {
        if (live) setLoadError(errorText(err));
      });
    return () => {
      live = false;
    };
  }, []);

  const instruments = useMemo(
    () => (resources ?? []).filter((r) => r.kind === 'instrument' && r.active).sort(byName),
    [resources],
  );
  const outOfService = useMemo(
    () => (resources ?? []).filter((r) => r.kind === 'instrument' && !r.active).sort(byName),
    [resources],
  );
  const current = instruments.find((r) => r.id === resourceId) ?? null;
  const blocks = useMemo(
    () => (current ? blockGrid(current.opens, current.closes, current.slot_minutes) : []),
    [current],
  );
  const { week, error: weekError } = useWeek(resourceId, refreshKey);

  const freeCount = week ? WEEK.reduce((sum, day) => sum + (week.free[day]?.length ?? 0), 0) : 0;

  function chooseInstrument(id: string) {
    setResourceId(id);
    setSelected(null);
  }

  return (
    <div className="page">
      <header className="masthead">
        <h1>Instrument calendar</h1>
        <p className="tagline">Hollis Building core lab · week of 2–6 March 2026</p>
      </header>

      {loadError && <p className="alert">{loadError}</p>}

      <div className="layout">

        <aside className="side-col">
          <div className="picker">
            <label htmlFor="instrument-select">Instrument</label>
            <select
              id="instrument-select"
              value={resourceId}
              onChange={(e) => chooseInstrument(e.target.value)}
              disabled={instruments.length === 0}
            >
              {instruments.map((r) => (
                <option key={r.id} value={r.id}>
                  {r.name}
                </option>
              ))}
            </select>
          </div>

          <section className="panel">
            <h2>Instrument details</h2>
            {current ? (
              <dl className="facts">
                <dt>Location</dt>
                <dd>{current.location}</dd>
                {current.note && (
                  <>
                    <dt>Note</dt>
                    <dd>{current.note}</dd>
                  </>
                )}
              </dl>
            ) : (
              <p className="muted">Loading instruments…</p>
            )}
            {outOfService.length > 0 && (
              <ul className="oos">
                {outOfService.map((r) => (
                  <li key={r.id}>{`Out of service: ${r.name}${r.note ? ` (${r.note})` : ''}`}</li>
                ))}
              </ul>
            )}
          </section>

          <section className="panel">
            <h2>Reservation</h2>
            {selected ? (
              <p className="selected">{`Selected: ${dayLabel(selected.date)}, ${range(selected.start, selected.end)}`}</p>
            ) : (
              <p className="muted">Click a free block in the calendar to choose it.</p>
            )}
          </section>
        </aside>
        <main className="main-col">
          <section className="panel">
            <h2>This week</h2>
            {weekError && <p className="alert">{weekError}</p>}
            {week && current ? (
              <>
                <p className="free-count">{`${freeCount} free block${freeCount === 1 ? '' : 's'} this week`}</p>
                <div className="table-wrap">
                  <WeekTable resource={current} blocks={blocks} week={week} selected={selected} onSelect={setSelected} />
                </div>
              </>
            ) : (
              !weekError && <p className="muted">Reading the calendar…</p>
            )}
          </section>
        </main>
      </div>
    </div>
  );
}
