import { useEffect, useRef, useState } from "react";
import "./styles.css";
import {
  BookingSummary,
  cancelBooking,
  confirmBooking,
  errorText,
  getBooking,
  holdSlot,
  listBookings,
  listResources,
  Resource,
} from "./api";
import { dayLabel, DAYS, serviceOf, span, toMinutes } from "./format";
import { freeSlotsOf, Proposal, proposeSlot } from "./plan";

const FIRST_CLINICIAN = "Dr. Amara Osei";

type Row = { appointment: BookingSummary; proposal: Proposal | null };

type Desk = { rows: Row[] };

type Outcome = { kind: "rebooked" | "refused"; text: string };

export default function App() {
  const [resources, setResources] = useState<Resource[]>([]);
  const [offSickId, setOffSickId] = useState("");
  const [day, setDay] = useState(DAYS[0]);
  const [desk, setDesk] = useState<Desk | null>(null);
  const [loadError, setLoadError] = useState("");
  const [reloads, setReloads] = useState(0);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState("");
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
    if (!offSick) return { rows: [] };
    const rows: Row[] = [];
    const bookings = await listBookings(offSick.id, day);
    const appointments = bookings
      .filter((b) => b.status === "confirmed")
      .sort((a, b) => toMinutes(a.start) - toMinutes(b.start));
    if (appointments.length > 0) {
      const free = await freeSlotsOf(standIns, day);
      for (const appointment of appointments) {
        rows.push({ appointment, proposal: proposeSlot(appointment, standIns, free) });
      }
    }
    return { rows };
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
  }, [offSickId, day, reloads, resources]);

  function nameOf(resourceId: string): string {
    return resources.find((r) => r.id === resourceId)?.name ?? resourceId;
  }

  async function rebook(appointment: BookingSummary, proposal: Proposal): Promise<Outcome> {
    if (!offSick) return { kind: "refused", text: "No clinician selected" };
    try {
      const read = await getBooking(appointment.id);
      const original = read.booking;
      const length = toMinutes(original.end) - toMinutes(original.start);
      const held = await holdSlot(proposal.standIn.id, original.date, proposal.start, original.booked_for, length);
      const created = await confirmBooking(held.hold.id, held.hold_token, original.title);
      await cancelBooking(original.id, read.evidence_token, `${offSick.name} off sick`);
      const back = (await getBooking(created.id)).booking;
      return {
        kind: "rebooked",
        text: `Rebooked ${back.booked_for} with ${nameOf(back.resource_id)}, ${dayLabel(back.date)} ${span(back.start, back.end)} (${back.id})`,
      };
    } catch (error) {
      return { kind: "refused", text: errorText(error) };
    }
  }

  async function runRow(row: Row, proposal: Proposal) {
    setBusy(true);
    const outcome = await rebook(row.appointment, proposal);
    setMessage(outcome.text);
    if (outcome.kind !== "refused") setReloads((n) => n + 1);
    setBusy(false);
  }

  const rows = desk?.rows ?? [];
  const countLine =
    rows.length === 0
      ? `Nothing to cover on ${dayLabel(day)}`
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
          <select id="day" value={day} onChange={(e) => setDay(e.target.value)}>
            {DAYS.map((d) => (
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

      {message && (
        <p className="message" role="status">
          {message}
        </p>
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
            <p className="count">{countLine}</p>
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
                        {span(row.appointment.start, row.appointment.end)}
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
                        {row.proposal && (
                          <button type="button" onClick={() => runRow(row, row.proposal as Proposal)} disabled={busy}>
                            Rebook
                          </button>
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </>
        )}
      </section>

    </main>
  );
}
