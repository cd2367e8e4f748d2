import { useEffect, useRef, useState } from "react";
import "./styles.css";
import {
  Booking,
  BookingSummary,
  cancelBooking,
  confirmBooking,
  errorText,
  getBooking,
  getWaitlist,
  holdSlot,
  joinWaitlist,
  listBookings,
  listResources,
  Resource,
  WaitlistRow,
} from "./api";
import { dayLabel, DAYS, daysBetween, nextWeekday, serviceOf, span, toMinutes } from "./format";
import { freeSlotsOf, Proposal, proposeSlot } from "./plan";

const FIRST_CLINICIAN = "Dr. Amara Osei";

type Row = { appointment: BookingSummary; proposal: Proposal | null };

type CancelledLine = { summary: BookingSummary; reason: string };

type Desk = {
  rows: Row[];
  waitlistDay: string | null;
  waitlist: WaitlistRow[];
  cancelled: CancelledLine[];
};

type Outcome = { kind: "rebooked" | "cancelled" | "already" | "refused"; text: string };

export default function App() {
  const [resources, setResources] = useState<Resource[]>([]);
  const [offSickId, setOffSickId] = useState("");
  const [day, setDay] = useState(DAYS[0]);
  const [until, setUntil] = useState(DAYS[0]);
  const [desk, setDesk] = useState<Desk | null>(null);
  const [loadError, setLoadError] = useState("");
  const [reloads, setReloads] = useState(0);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState("");
  const [details, setDetails] = useState<string[]>([]);
  const [lookupId, setLookupId] = useState("");
  const [lookupLine, setLookupLine] = useState("");
  const loadSeq = useRef(0);

  const clinicians = resources
    .filter((r) => r.kind === "clinician" && r.active)
    .sort((a, b) => {
      if (a.name === FIRST_CLINICIAN) return -1;
      if (b.name === FIRST_CLINICIAN) return 1;
      return a.id.localeCompare(b.id);
    });
  const offSick = clinicians.find((c) => c.id === offSickId) ?? null;
  const standIns = offSick
    ? clinicians.filter((c) => c.id !== offSick.id && serviceOf(c.location) === serviceOf(offSick.location))
    : [];
  const days = daysBetween(day, until);
  const waitDay = nextWeekday(until);

  useEffect(() => {
    let live = true;
    listResources()
      .then((all) => {
        if (!live) return;
        setResources(all);
        const active = all.filter((r) => r.kind === "clinician" && r.active);
        const first = active.find((c) => c.name === FIRST_CLINICIAN) ?? active[0];
        if (first) setOffSickId(first.id);
      })
      .catch((error) => live && setLoadError(errorText(error)));
    return () => {
      live = false;
    };
  }, []);

  async function readDesk(): Promise<Desk> {
    if (!offSick) return { rows: [], waitlistDay: null, waitlist: [], cancelled: [] };
    const rows: Row[] = [];
    const cancelled: CancelledLine[] = [];
    for (const date of days) {
      const bookings = await listBookings(offSick.id, date);
      const appointments = bookings
        .filter((b) => b.status === "confirmed")
        .sort((a, b) => toMinutes(a.start) - toMinutes(b.start));
      if (appointments.length > 0) {
        const free = await freeSlotsOf(standIns, date);
        for (const appointment of appointments) {
          rows.push({ appointment, proposal: proposeSlot(appointment, standIns, free) });
        }
      }
      const withCancelled = await listBookings(offSick.id, date, true);
      for (const summary of withCancelled.filter((b) => b.status === "cancelled")) {
        const read = await getBooking(summary.id);
        cancelled.push({ summary, reason: read.booking.cancel_reason ?? "" });
      }
    }
    const waitlist = waitDay ? await getWaitlist(offSick.id, waitDay) : [];
    return { rows, waitlistDay: waitDay, waitlist, cancelled };
  }

  useEffect(() => {
    if (!offSick) return;
    const seq = ++loadSeq.current;
    setDesk(null);
    readDesk()
      .then((next) => {
        if (seq !== loadSeq.current) return;
        setDesk(next);
        setLoadError("");
      })
      .catch((error) => {
        if (seq === loadSeq.current) setLoadError(errorText(error));
      });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [offSickId, day, until, reloads, resources]);

  function nameOf(resourceId: string): string {
    return resources.find((r) => r.id === resourceId)?.name ?? resourceId;
  }

  function changeDay(next: string) {
    setDay(next);
    setUntil(next);
  }

  /** get_booking first: a booking another desk already cancelled is left alone. */
  function alreadyCancelled(booking: Booking): Outcome | null {
    if (booking.status !== "cancelled") return null;
    return { kind: "already", text: `${booking.id} was already cancelled: ${booking.cancel_reason ?? ""}` };
  }

  async function rebook(appointment: BookingSummary, proposal: Proposal): Promise<Outcome> {
    if (!offSick) return { kind: "refused", text: "No clinician selected" };
    try {
      const read = await getBooking(appointment.id);
      const skip = alreadyCancelled(read.booking);
      if (skip) return skip;
      const original = read.booking;
      const length = toMinutes(original.end) - toMinutes(original.start);
      const held = await holdSlot(proposal.standIn.id, original.date, proposal.start, original.booked_for, length);
      const created = await confirmBooking(held.hold.id, held.hold_token, original.title);
      await cancelBooking(original.id, read.evidence_token, `${offSick.name} off sick`);
      const back = (await getBooking(created.id)).booking;
      return {
        kind: "rebooked",
        text:
          `${back.booked_for} moved from ${nameOf(original.resource_id)} ${span(original.start, original.end)} ` +
          `to ${nameOf(back.resource_id)} ${span(back.start, back.end)} on ${dayLabel(back.date)} (${back.id})`,
      };
    } catch (error) {
      return { kind: "refused", text: errorText(error) };
    }
  }

  async function cancelAndWaitlist(appointment: BookingSummary): Promise<Outcome> {
    if (!offSick) return { kind: "refused", text: "No clinician selected" };
    try {
      const read = await getBooking(appointment.id);
      const skip = alreadyCancelled(read.booking);
      if (skip) return skip;
      const original = read.booking;
      await cancelBooking(original.id, read.evidence_token, `${offSick.name} off sick, no stand-in`);
      const waitFor = nextWeekday(until);
      if (!waitFor) {
        return { kind: "cancelled", text: `Cancelled ${original.id} for ${original.booked_for}, no later day to waitlist` };
      }
      const position = await joinWaitlist(offSick.id, waitFor, original.booked_for);
      return {
        kind: "cancelled",
        text: `Cancelled ${original.id} for ${original.booked_for}, waitlisted for ${dayLabel(waitFor)} at position ${position}`,
      };
    } catch (error) {
      return { kind: "refused", text: errorText(error) };
    }
  }

  async function runRow(row: Row) {
    setBusy(true);
    setDetails([]);
    const outcome = row.proposal ? await rebook(row.appointment, row.proposal) : await cancelAndWaitlist(row.appointment);
    setMessage(outcome.text);
    if (outcome.kind !== "refused") setReloads((n) => n + 1);
    setBusy(false);
  }

  async function rebookAll() {
    if (!desk) return;
    setBusy(true);
    setMessage("");
    setDetails([]);
    let rebooked = 0;
    let cancelled = 0;
    const lines: string[] = [];
    for (const row of desk.rows) {
      let outcome: Outcome;
      try {
        const free = await freeSlotsOf(standIns, row.appointment.date);
        const proposal = proposeSlot(row.appointment, standIns, free);
        outcome = proposal ? await rebook(row.appointment, proposal) : await cancelAndWaitlist(row.appointment);
      } catch (error) {
        outcome = { kind: "refused", text: errorText(error) };
      }
      if (outcome.kind === "rebooked") rebooked += 1;
      else if (outcome.kind === "cancelled") cancelled += 1;
      else if (outcome.kind === "already") lines.push(outcome.text);
      else lines.push(`Refused ${row.appointment.id}: ${outcome.text}`);
    }
    setMessage(`Rebooked ${rebooked}, cancelled ${cancelled}`);
    setDetails(lines);
    setReloads((n) => n + 1);
    setBusy(false);
  }

  async function findBooking() {
    const id = lookupId.trim();
    if (id === "") {
      setLookupLine("Enter a booking id first");
      return;
    }
    try {
      const { booking } = await getBooking(id);
      const base = `${booking.id} · ${booking.booked_for} · ${nameOf(booking.resource_id)} · ${dayLabel(booking.date)} ${span(booking.start, booking.end)} · ${booking.status}`;
      setLookupLine(booking.status === "cancelled" ? `${base} · ${booking.cancel_reason ?? ""}` : base);
    } catch (error) {
      setLookupLine(errorText(error));
    }
  }

  const rows = desk?.rows ?? [];
  const sameDay = day === until;
  const countLine =
    rows.length === 0
      ? sameDay
        ? `Nothing to cover on ${dayLabel(day)}`
        : `Nothing to cover from ${dayLabel(day)} to ${dayLabel(until)}`
      : `${rows.length} ${rows.length === 1 ? "appointment" : "appointments"} to cover`;

  return (
    <main className="page">
      <h1>Sick-day desk</h1>

      <div className="controls">
        <div className="field">
          <label htmlFor="off-sick">Off sick</label>
          <select id="off-sick" value={offSickId} onChange={(e) => setOffSickId(e.target.value)}>
            {clinicians.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="day">Day</label>
          <select id="day" value={day} onChange={(e) => changeDay(e.target.value)}>
            {DAYS.map((d) => (
              <option key={d} value={d}>
                {dayLabel(d)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="until">Until</label>
          <select id="until" value={until} onChange={(e) => setUntil(e.target.value)}>
            {DAYS.filter((d) => d >= day).map((d) => (
              <option key={d} value={d}>
                {dayLabel(d)}
              </option>
            ))}
          </select>
        </div>
      </div>

      {loadError && (
        <p className="error" role="alert">
          {loadError}
        </p>
      )}

      {(message || details.length > 0) && (
        <div className="message" role="status">
          {message && <p>{message}</p>}
          {details.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </div>
      )}

      <section className="card" aria-labelledby="standins-heading">
        <h2 id="standins-heading">Stand-ins</h2>
        {offSick && (
          <p>
            Stand-ins for {offSick.name}: {standIns.length > 0 ? standIns.map((c) => c.name).join(", ") : "none"}
          </p>
        )}
      </section>

      <section className="card" aria-labelledby="cover-heading">
        <h2 id="cover-heading">Appointments to cover</h2>
        {!desk ? (
          <p className="muted">Reading the schedule…</p>
        ) : (
          <>
            <div className="table-head">
              <p className="count">{countLine}</p>
              <button type="button" className="primary" onClick={rebookAll} disabled={busy || rows.length === 0}>
                Rebook all
              </button>
            </div>
            {rows.length > 0 && (
              <table>
                <thead>
                  <tr>
                    <th scope="col">Time</th>
                    <th scope="col">Patient</th>
                    <th scope="col">Reason</th>
                    <th scope="col">Stand-in slot</th>
                    <th scope="col">
                      <span className="sr-only">Action</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => (
                    <tr key={row.appointment.id}>
                      <td>
                        {dayLabel(row.appointment.date)} {span(row.appointment.start, row.appointment.end)}
                      </td>
                      <td>{row.appointment.booked_for}</td>
                      <td>{row.appointment.title}</td>
                      <td>
                        {row.proposal
                          ? `${row.proposal.standIn.name} ${span(row.proposal.start, row.proposal.end)}`
                          : standIns.length === 0
                            ? "No stand-in"
                            : "None free"}
                      </td>
                      <td>
                        <button type="button" onClick={() => runRow(row)} disabled={busy}>
                          {row.proposal ? "Rebook" : "Cancel and waitlist"}
                        </button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </>
        )}
      </section>

      <div className="two-up">
        <section className="card" aria-labelledby="waitlist-heading">
          <h2 id="waitlist-heading">Next-day waitlist</h2>
          {!desk ? (
            <p className="muted">Reading the waitlist…</p>
          ) : desk.waitlistDay === null ? (
            <p>No later day this week</p>
          ) : desk.waitlist.length === 0 ? (
            <p>Nobody waiting on {dayLabel(desk.waitlistDay)}</p>
          ) : (
            <ol className="lines">
              {desk.waitlist.map((entry) => (
                <li key={entry.id}>
                  {dayLabel(desk.waitlistDay as string)}: {entry.person}
                </li>
              ))}
            </ol>
          )}
        </section>

        <section className="card" aria-labelledby="cancelled-heading">
          <h2 id="cancelled-heading">Cancelled</h2>
          {!desk ? (
            <p className="muted">Reading cancellations…</p>
          ) : desk.cancelled.length === 0 ? (
            <p>
              {sameDay
                ? `No cancellations on ${dayLabel(day)}`
                : `No cancellations from ${dayLabel(day)} to ${dayLabel(until)}`}
            </p>
          ) : (
            <ul className="lines">
              {desk.cancelled.map(({ summary, reason }) => (
                <li key={summary.id}>
                  {dayLabel(summary.date)} {summary.id} {span(summary.start, summary.end)} · {summary.booked_for} · {reason}
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>

      <section className="card" aria-labelledby="lookup-heading">
        <h2 id="lookup-heading">Look up</h2>
        <div className="controls">
          <div className="field">
            <label htmlFor="booking-id">Booking id</label>
            <input id="booking-id" type="text" value={lookupId} onChange={(e) => setLookupId(e.target.value)} />
          </div>
          <button type="button" onClick={findBooking}>
            Find
          </button>
        </div>
        {lookupLine && <p className="lookup">{lookupLine}</p>}
      </section>
    </main>
  );
}
