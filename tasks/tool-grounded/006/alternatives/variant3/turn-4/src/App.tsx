import { useEffect, useMemo, useState } from 'react';
import './styles.css';
import { confirmBooking, errorText, holdSlot, joinWaitlist, listResources, releaseHold, requestBooking } from './api';
import type { HeldSlot, Resource } from './api';
import { WEEK, blockGrid, clockTime, dayLabel, range } from './dates';
import LabUsage from './LabUsage';
import MyReservations from './MyReservations';
import ReservationPanel from './ReservationPanel';
import type { Notice } from './ReservationPanel';
import { useWeek } from './useWeek';
import WaitlistPanel from './WaitlistPanel';
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
  const [refreshKey, setRefreshKey] = useState(0);
  const [name, setName] = useState('');
  const [experiment, setExperiment] = useState('');
  const [activeHold, setActiveHold] = useState<HeldSlot | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);
  const [waitNotice, setWaitNotice] = useState<Notice | null>(null);
  const [joining, setJoining] = useState(false);

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
  const fullDays = week ? WEEK.filter((day) => (week.free[day] ?? []).length === 0) : [];

  const resourceName = (id: string) => resources?.find((r) => r.id === id)?.name ?? id;
  const reload = () => setRefreshKey((k) => k + 1);

  const person = name.trim();

  function chooseInstrument(id: string) {
    setResourceId(id);
    setSelected(null);
    setWaitNotice(null);
  }

  async function handleJoin(day: string) {
    if (!person) {
      setWaitNotice({ tone: 'error', text: 'Enter your name first' });
      return;
    }
    setJoining(true);
    try {
      const position = await joinWaitlist(resourceId, day, person);
      setWaitNotice({ tone: 'ok', text: `You are number ${position} on the waitlist for ${dayLabel(day)}` });
    } catch (err) {
      setWaitNotice({ tone: 'error', text: errorText(err) });
    } finally {
      setJoining(false);
      reload();
    }
  }

  async function handleHold() {
    if (!selected || !person) {
      setNotice({ tone: 'error', text: 'Pick a free block and enter your name first' });
      return;
    }
    setBusy(true);
    try {
      const held = await holdSlot({
        resource_id: selected.resourceId,
        date: selected.date,
        start: selected.start,
        held_for: person,
      });
      setActiveHold(held);
      setNotice({ tone: 'ok', text: `Held until ${clockTime(held.hold.expires_at)}` });
    } catch (err) {
      setNotice({ tone: 'error', text: errorText(err) });
    } finally {
      setBusy(false);
      reload();
    }
  }

  async function handleConfirm() {
    if (!activeHold) {
      setNotice({ tone: 'error', text: 'Hold a block first' });
      return;
    }
    const title = experiment.trim();
    if (!title) {
      setNotice({ tone: 'error', text: 'Enter the experiment first' });
      return;
    }
    setBusy(true);
    try {
      const booking = await confirmBooking(activeHold.hold.id, activeHold.hold_token, title);
      setActiveHold(null);
      setSelected(null);
      setNotice({
        tone: 'ok',
        text: `Reserved ${resourceName(booking.resource_id)}, ${dayLabel(booking.date)} ${range(booking.start, booking.end)} (${booking.id})`,
      });
    } catch (err) {
      setNotice({ tone: 'error', text: errorText(err) });
    } finally {
      setBusy(false);
      reload();
    }
  }

  async function handleRelease() {
    if (!activeHold) {
      setNotice({ tone: 'error', text: 'There is no hold to release' });
      return;
    }
    setBusy(true);
    try {
      await releaseHold(activeHold.hold.id, activeHold.hold_token);
      setActiveHold(null);
      setNotice({ tone: 'ok', text: 'Hold released' });
    } catch (err) {
      setNotice({ tone: 'error', text: errorText(err) });
    } finally {
      setBusy(false);
      reload();
    }
  }

  async function handleRequest() {
    if (!selected || !person) {
      setNotice({ tone: 'error', text: 'Pick a free block and enter your name first' });
      return;
    }
    setBusy(true);
    try {
      const request = await requestBooking({
        resource_id: selected.resourceId,
        date: selected.date,
        start: selected.start,
        requested_by: person,
        note: experiment.trim(),
      });
      setNotice({ tone: 'ok', text: `Request ${request.id} sent for review` });
    } catch (err) {
      setNotice({ tone: 'error', text: errorText(err) });
    } finally {
      setBusy(false);
      reload();
    }
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
            {current?.requires_approval && <p className="approval">Needs approval</p>}
            {outOfService.length > 0 && (
              <ul className="oos">
                {outOfService.map((r) => (
                  <li key={r.id}>{`Out of service: ${r.name}${r.note ? ` (${r.note})` : ''}`}</li>
                ))}
              </ul>
            )}
          </section>

          <ReservationPanel
            selected={selected}
            name={name}
            experiment={experiment}
            onName={setName}
            onExperiment={setExperiment}
            needsApproval={!!current?.requires_approval}
            holding={activeHold !== null}
            busy={busy}
            notice={notice}
            onHold={handleHold}
            onConfirm={handleConfirm}
            onRelease={handleRelease}
            onRequest={handleRequest}
          />

          <MyReservations person={person} refreshKey={refreshKey} resourceName={resourceName} onChanged={reload} />
        </aside>

        <main className="main-col">
          <section className="panel">
            <h2>This week</h2>
            {weekError && <p className="alert">{weekError}</p>}
            {week && current ? (
              <>
                <p className="free-count">{`${freeCount} free block${freeCount === 1 ? '' : 's'} this week`}</p>
                <div role="status" aria-live="polite">
                  {waitNotice && (
                    <p className={waitNotice.tone === 'error' ? 'notice notice-error spaced' : 'notice notice-ok spaced'}>
                      {waitNotice.text}
                    </p>
                  )}
                </div>
                <div className="table-wrap">
                  <WeekTable
                    resource={current}
                    blocks={blocks}
                    week={week}
                    selected={selected}
                    myHold={activeHold?.hold ?? null}
                    onSelect={setSelected}
                    onJoin={handleJoin}
                    joining={joining}
                  />
                </div>
              </>
            ) : (
              !weekError && <p className="muted">Reading the calendar…</p>
            )}
          </section>

          <WaitlistPanel resourceId={resourceId} fullDays={fullDays} refreshKey={refreshKey} />

          <LabUsage refreshKey={refreshKey} />
        </main>
      </div>
    </div>
  );
}
