import { useEffect, useState } from "react";
import { callTool } from "./bridge";
import "./styles.css";

type Clinician = { id: string; name: string; location: string; active: boolean; note: string };
type Slot = { start: string; end: string };
type Appointment = { id: string; start: string; end: string; title: string; booked_for: string };
type Found = Appointment & { date: string; resource_id: string };
const REASONS = ["Patient request", "Clinician unavailable", "Booked in error"];
type Waiting = { id: string; person: string; position: number };
type Glance = { resource_id: string; name: string; booked_slots: number; free_slots: number };
type Row = { start: string; end: string; appointment?: Appointment };

const DAYS = [
  { date: "2026-03-02", label: "Mon 2 Mar" },
  { date: "2026-03-03", label: "Tue 3 Mar" },
  { date: "2026-03-04", label: "Wed 4 Mar" },
  { date: "2026-03-05", label: "Thu 5 Mar" },
  { date: "2026-03-06", label: "Fri 6 Mar" },
];

const span = (s: { start: string; end: string }) => `${s.start}–${s.end}`;

export default function App() {
  const [clinicians, setClinicians] = useState<Clinician[]>([]);
  const [clinicianId, setClinicianId] = useState("");
  const [date, setDate] = useState(DAYS[0].date);
  const [free, setFree] = useState<Slot[]>([]);
  const [appointments, setAppointments] = useState<Appointment[]>([]);
  const [error, setError] = useState("");
  const [notice, setNotice] = useState("");
  const [patient, setPatient] = useState("");
  const [reason, setReason] = useState("");
  const [version, setVersion] = useState(0);
  const [query, setQuery] = useState("");
  const [searched, setSearched] = useState("");
  const [found, setFound] = useState<Found[] | null>(null);
  const [cancelReason, setCancelReason] = useState(REASONS[0]);
  const [waitlist, setWaitlist] = useState<Waiting[]>([]);
  const [glance, setGlance] = useState<Glance[]>([]);

  const inService = clinicians.filter((c) => c.active);
  const clinicianName = clinicians.find((c) => c.id === clinicianId)?.name ?? "";
  const dayLabel = (d: string) => DAYS.find((x) => x.date === d)?.label ?? d;

  useEffect(() => {
    callTool<{ resources: Clinician[] }>("list_resources", { kind: "clinician" })
      .then((r) => {
        setClinicians(r.resources);
        setClinicianId(r.resources.find((c) => c.active)?.id ?? "");
      })
      .catch((e) => setError(e.message));
  }, []);

  useEffect(() => {
    if (!clinicianId) return;
    let current = true;
    Promise.all([
      callTool<{ slots: Slot[] }>("list_free_slots", { resource_id: clinicianId, date }),
      callTool<{ bookings: Appointment[] }>("list_bookings", { resource_id: clinicianId, date }),
      callTool<{ entries: Waiting[] }>("get_waitlist", { resource_id: clinicianId, date }),
    ])
      .then(([f, b, w]) => {
        if (!current) return;
        setFree(f.slots);
        setAppointments(b.bookings);
        setWaitlist(w.entries);
      })
      .catch((e) => current && setError(e.message));
    return () => {
      current = false;
    };
  }, [clinicianId, date, version]);

  useEffect(() => {
    let current = true;
    callTool<{ resources: Glance[] }>("get_day_summary", { date, kind: "clinician" })
      .then((r) => current && setGlance(r.resources))
      .catch((e) => current && setError(e.message));
    return () => {
      current = false;
    };
  }, [date, version]);

  async function addToWaitlist() {
    setNotice("");
    setError("");
    if (!patient.trim()) {
      setError("Enter the patient name first");
      return;
    }
    try {
      const r = await callTool<{ position: number }>("join_waitlist", { resource_id: clinicianId, date, person: patient.trim() });
      setNotice(`Added to the waitlist at position ${r.position}`);
    } catch (e) {
      setError((e as Error).message);
    }
    setVersion((v) => v + 1);
  }

  useEffect(() => {
    if (!searched) return;
    let current = true;
    callTool<{ bookings: Found[] }>("list_bookings", { booked_for: searched })
      .then((r) => current && setFound(r.bookings))
      .catch((e) => current && setError(e.message));
    return () => {
      current = false;
    };
  }, [searched, version]);

  function search(event: React.FormEvent) {
    event.preventDefault();
    setSearched(query.trim());
    setVersion((v) => v + 1);
  }

  async function cancel(a: Found) {
    setNotice("");
    setError("");
    try {
      const read = await callTool<{ evidence_token: string }>("get_booking", { booking_id: a.id });
      await callTool("cancel_booking", { booking_id: a.id, evidence_token: read.evidence_token, reason: cancelReason });
      setNotice("Appointment cancelled");
    } catch (e) {
      setError((e as Error).message);
    }
    setVersion((v) => v + 1);
  }

  async function book(slot: Slot) {
    setNotice("");
    setError("");
    if (!patient.trim() || !reason.trim()) {
      setError("Enter the patient name and reason first");
      return;
    }
    try {
      const held = await callTool<{ hold: { id: string }; hold_token: string }>("hold_slot", {
        resource_id: clinicianId, date, start: slot.start, held_for: patient.trim(),
      });
      const done = await callTool<{ booking: Appointment & { date: string } }>("confirm_booking", {
        hold_id: held.hold.id, hold_token: held.hold_token, title: reason.trim(),
      });
      const b = done.booking;
      setNotice(`Booked ${b.booked_for} with ${clinicianName} on ${dayLabel(b.date)} at ${b.start} (${b.id})`);
      setPatient("");
      setReason("");
    } catch (e) {
      setError((e as Error).message);
    }
    setVersion((v) => v + 1);
  }

  const rows: Row[] = [
    ...free.map((s) => ({ start: s.start, end: s.end })),
    ...appointments.map((a) => ({ start: a.start, end: a.end, appointment: a })),
  ].sort((a, b) => a.start.localeCompare(b.start));

  return (
    <main>
      <h1>Appointment desk</h1>
      <p className="sub">Riverbend Family Clinic · week of 2 March 2026</p>
      {notice && <p className="notice" role="status">{notice}</p>}
      {error && <p className="error" role="alert">{error}</p>}
      <div className="layout">
        <section aria-labelledby="clinicians-h">
          <h2 id="clinicians-h">Care team</h2>
          <table className="team">
            <thead>
              <tr><th scope="col">Clinician</th><th scope="col">Room</th></tr>
            </thead>
            <tbody>
              {clinicians.map((c) => (
                <tr key={c.id}>
                  <th scope="row">{c.name}</th>
                  <td>{c.active ? <span className="muted">{c.location}</span> : <span className="away">Unavailable: {c.note}</span>}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
        <div>
          <section aria-labelledby="glance-h">
            <h2 id="glance-h">Clinic at a glance</h2>
            <ul>
              {glance.map((g) => (
                <li key={g.resource_id}>{g.name}: {g.booked_slots} booked, {g.free_slots} free</li>
              ))}
            </ul>
          </section>
          <div className="controls">
            <label>
              Clinician
              <select value={clinicianId} onChange={(e) => setClinicianId(e.target.value)}>
                {inService.map((c) => <option key={c.id} value={c.id}>{c.name}</option>)}
              </select>
            </label>
            <label>
              Day
              <select value={date} onChange={(e) => setDate(e.target.value)}>
                {DAYS.map((d) => <option key={d.date} value={d.date}>{d.label}</option>)}
              </select>
            </label>
            <label>
              Patient name
              <input value={patient} onChange={(e) => setPatient(e.target.value)} />
            </label>
            <label>
              Reason for visit
              <input value={reason} onChange={(e) => setReason(e.target.value)} />
            </label>
          </div>
          <section aria-labelledby="find-h">
            <h2 id="find-h">Find patient</h2>
            <form className="controls" onSubmit={search}>
              <label>
                Patient
                <input value={query} onChange={(e) => setQuery(e.target.value)} />
              </label>
              <button type="submit">Search</button>
              <label>
                Cancellation reason
                <select value={cancelReason} onChange={(e) => setCancelReason(e.target.value)}>
                  {REASONS.map((r) => <option key={r}>{r}</option>)}
                </select>
              </label>
            </form>
            {found !== null && (found.length === 0 ? (
              <p className="muted">No appointments this week</p>
            ) : (
              <ul>
                {found.map((a) => (
                  <li key={a.id}>
                    <span>
                      {dayLabel(a.date)} {span(a)} · {clinicians.find((c) => c.id === a.resource_id)?.name ?? a.resource_id} · {a.title}
                    </span>
                    <button type="button" className="secondary" onClick={() => cancel(a)}>Cancel appointment</button>
                  </li>
                ))}
              </ul>
            ))}
          </section>
          <section aria-labelledby="schedule-h">
            <h2 id="schedule-h">Schedule</h2>
            <p className="muted">{free.length} free slots</p>
            {free.length === 0 && (
              <p>
                Fully booked{" "}
                <button type="button" onClick={addToWaitlist}>Add to waitlist</button>
              </p>
            )}
            <table>
              <thead>
                <tr><th scope="col">Time</th><th scope="col">Patient</th><th scope="col">Reason</th><th scope="col">Action</th></tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={`${r.start}-${r.appointment?.id ?? "free"}`} className={r.appointment ? "" : "free"}>
                    <td>{span(r)}</td>
                    <td>{r.appointment ? r.appointment.booked_for : "Free"}</td>
                    <td>{r.appointment?.title ?? ""}</td>
                    <td>{!r.appointment && <button type="button" onClick={() => book(r)}>Book</button>}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
          <section aria-labelledby="waitlist-h">
            <h2 id="waitlist-h">Waitlist</h2>
            {waitlist.length === 0 ? (
              <p className="muted">Nobody is waiting for this clinician on this day.</p>
            ) : (
              <ol>
                {waitlist.map((w) => <li key={w.id}>{w.position}. {w.person}</li>)}
              </ol>
            )}
          </section>
        </div>
      </div>
    </main>
  );
}
