import { useCallback, useEffect, useRef, useState } from "react";
import type { FormEvent } from "react";
import { WEEK_DAYS, clock, dayName, span } from "./calendar";
import {
  CANCEL_REASONS,
  cancelAppointment,
  describeError,
  fetchFreeSlots,
  fetchPatientAppointments,
  moveAppointment,
} from "./scheduling";
import type { Appointment } from "./scheduling";

interface Props {
  clinicianName: (id: string) => string;
  /** Bumped by the page after changes made elsewhere, so the results are read again. */
  refreshSignal: number;
  /** Re-reads the rest of the page after a change made here. */
  onChanged: () => Promise<void>;
}

export default function FindPatient({ clinicianName, refreshSignal, onChanged }: Props) {
  const [query, setQuery] = useState("");
  const [searched, setSearched] = useState("");
  const [results, setResults] = useState<Appointment[] | null>(null);
  const [reason, setReason] = useState<string>(CANCEL_REASONS[0]);
  const [problem, setProblem] = useState("");
  const [done, setDone] = useState("");
  const [hint, setHint] = useState("");
  const [busy, setBusy] = useState(false);
  const lookup = useRef(0);
  const [moving, setMoving] = useState<Appointment | null>(null);
  const [freeTimes, setFreeTimes] = useState<string[] | null>(null);
  const [newTime, setNewTime] = useState("");

  const runSearch = useCallback(async (name: string) => {
    const n = ++lookup.current;
    try {
      const found = await fetchPatientAppointments(name, WEEK_DAYS);
      if (n === lookup.current) {
        setResults(found);
        setProblem("");
      }
    } catch (err) {
      if (n === lookup.current) setProblem(describeError(err));
    }
  }, []);

  const searchedRef = useRef("");
  searchedRef.current = searched;
  const handledSignal = useRef(refreshSignal);
  useEffect(() => {
    if (refreshSignal === handledSignal.current) return;
    handledSignal.current = refreshSignal;
    if (searchedRef.current) void runSearch(searchedRef.current);
  }, [refreshSignal, runSearch]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const name = query.trim();
    if (!name) {
      setHint("Type the patient's name exactly as it was booked.");
      return;
    }
    setHint("");
    setDone("");
    setSearched(name);
    setResults(null);
    await runSearch(name);
  }

  async function openMove(appt: Appointment) {
    setMoving(appt);
    setFreeTimes(null);
    setNewTime("");
    setProblem("");
    setDone("");
    try {
      const slots = await fetchFreeSlots(appt.resource_id, appt.date);
      const times = slots.map((s) => clock(s.start)).sort();
      setFreeTimes(times);
      setNewTime(times[0] ?? "");
    } catch (err) {
      setFreeTimes([]);
      setProblem(describeError(err));
    }
  }

  async function confirmMove() {
    if (!moving || !newTime) return;
    setBusy(true);
    setProblem("");
    setDone("");
    try {
      const moved = await moveAppointment(moving.id, newTime);
      setMoving(null);
      await Promise.all([runSearch(searched), onChanged()]);
      setDone(`Moved to ${clock(moved.start || newTime)}`);
    } catch (err) {
      setProblem(describeError(err));
    } finally {
      setBusy(false);
    }
  }

  async function cancel(appt: Appointment) {
    setBusy(true);
    setProblem("");
    setDone("");
    try {
      await cancelAppointment(appt.id, reason);
      if (moving?.id === appt.id) setMoving(null);
      await Promise.all([runSearch(searched), onChanged()]);
      setDone("Appointment cancelled");
    } catch (err) {
      setProblem(describeError(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="box">
      <h2>Find patient</h2>
      <form className="inline-form" onSubmit={submit}>
        <div className="pick grow">
          <label htmlFor="find-patient">Patient</label>
          <input id="find-patient" type="text" value={query} onChange={(e) => setQuery(e.target.value)} />
        </div>
        <button type="submit">Search</button>
      </form>
      <div className="pick reason-pick">
        <label htmlFor="cancel-reason">Cancellation reason</label>
        <select id="cancel-reason" value={reason} onChange={(e) => setReason(e.target.value)}>
          {CANCEL_REASONS.map((r) => (
            <option key={r} value={r}>
              {r}
            </option>
          ))}
        </select>
      </div>
      {hint && <p className="soft">{hint}</p>}
      {problem && (
        <p role="alert" className="bad">
          {problem}
        </p>
      )}
      {done && (
        <p role="status" className="good">
          {done}
        </p>
      )}
      {searched && results === null && !problem && <p className="soft">Looking up {searched}…</p>}
      {searched && results !== null && results.length === 0 && <p className="soft">No appointments this week</p>}
      {searched && results !== null && results.length > 0 && (
        <ul className="found">
          {results.map((a) => (
            <li key={a.id}>
              <span>
                {dayName(a.date)} {span(a.start, a.end)} · {clinicianName(a.resource_id)} · {a.title}
              </span>
              <span className="row-actions">
                <button type="button" className="secondary" disabled={busy} onClick={() => void openMove(a)}>
                  Move
                </button>
                <button type="button" className="secondary" disabled={busy} onClick={() => void cancel(a)}>
                  Cancel appointment
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}
      {moving && (
        <div className="move-form">
          <p className="move-title">
            Move {dayName(moving.date)} {span(moving.start, moving.end)} · {clinicianName(moving.resource_id)}
          </p>
          {freeTimes === null ? (
            <p className="soft">Reading free times…</p>
          ) : (
            <div className="inline-form">
              <div className="pick">
                <label htmlFor="move-time">New time</label>
                <select id="move-time" value={newTime} onChange={(e) => setNewTime(e.target.value)}>
                  {freeTimes.map((t) => (
                    <option key={t} value={t}>
                      {t}
                    </option>
                  ))}
                </select>
              </div>
              <button type="button" disabled={busy || !newTime} onClick={() => void confirmMove()}>
                Move appointment
              </button>
              <button type="button" className="secondary" onClick={() => setMoving(null)}>
                Close
              </button>
            </div>
          )}
          {freeTimes !== null && freeTimes.length === 0 && <p className="soft">No free times left that day.</p>}
        </div>
      )}
    </section>
  );
}
