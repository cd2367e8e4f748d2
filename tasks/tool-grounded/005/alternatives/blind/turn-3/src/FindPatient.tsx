import { useCallback, useEffect, useRef, useState } from "react";
import type { FormEvent } from "react";
import { WEEK_DAYS, dayName, span } from "./calendar";
import { CANCEL_REASONS, cancelAppointment, describeError, fetchPatientAppointments } from "./scheduling";
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

  async function cancel(appt: Appointment) {
    setBusy(true);
    setProblem("");
    setDone("");
    try {
      await cancelAppointment(appt.id, reason);
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
              <button type="button" className="secondary" disabled={busy} onClick={() => void cancel(a)}>
                Cancel appointment
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
