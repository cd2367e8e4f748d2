import { useCallback, useEffect, useRef, useState } from "react";
import { callTool } from "./bridge";
import "./styles.css";

type Clinician = { id: string; name: string; location: string; active: boolean };
type Slot = { start: string; end: string };
type Booking = {
  id: string;
  resource_id: string;
  date: string;
  start: string;
  end: string;
  title: string;
  booked_for: string;
  status: string;
  cancel_reason?: string | null;
};
type Read = { booking: Booking; evidence_token: string };
type Proposal = { clinician: Clinician; start: string; end: string } | "none-free" | "no-stand-in";
type Row = { appt: Booking; proposal: Proposal };
type Waiting = { date: string | null; names: string[] };

const DAYS = [
  { date: "2026-03-02", label: "Mon 2 Mar" },
  { date: "2026-03-03", label: "Tue 3 Mar" },
  { date: "2026-03-04", label: "Wed 4 Mar" },
  { date: "2026-03-05", label: "Thu 5 Mar" },
  { date: "2026-03-06", label: "Fri 6 Mar" },
];
const FIRST = "Dr. Amara Osei";

const dayLabel = (iso: string) => DAYS.find((d) => d.date === iso)?.label ?? iso;
const nextDay = (iso: string) => {
  const i = DAYS.findIndex((d) => d.date === iso);
  return i >= 0 && i + 1 < DAYS.length ? DAYS[i + 1].date : null;
};
const span = (s: Slot) => `${s.start}–${s.end}`;
const mins = (t: string) => {
  const [h, m] = t.split(":").map(Number);
  return h * 60 + m;
};
const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;
const service = (c: Clinician) => {
  const comma = c.location.indexOf(",");
  return comma < 0 ? "" : c.location.slice(comma + 1).trim().toLowerCase();
};
const errText = (e: unknown) =>
  e && typeof e === "object" && "message" in e ? String((e as { message: unknown }).message) : String(e);

/** The earliest start, at or after the appointment's own start, from which a stand-in stays free
 * for the appointment's whole length. */
function proposeFor(appt: Booking, standIns: Clinician[], free: Record<string, Slot[]>): Proposal {
  if (standIns.length === 0) return "no-stand-in";
  const length = mins(appt.end) - mins(appt.start);
  let best: { clinician: Clinician; start: string; end: string } | null = null;
  for (const c of standIns) {
    const slots = free[c.id] ?? [];
    const freeMinutes = new Set<number>();
    for (const s of slots) for (let t = mins(s.start); t < mins(s.end); t += 1) freeMinutes.add(t);
    const starts = slots.map((s) => mins(s.start)).filter((t) => t >= mins(appt.start)).sort((a, b) => a - b);
    for (const t of starts) {
      let ok = true;
      for (let m = t; m < t + length; m += 1) if (!freeMinutes.has(m)) { ok = false; break; }
      if (ok) {
        if (!best || t < mins(best.start)) best = { clinician: c, start: hhmm(t), end: hhmm(t + length) };
        break;
      }
    }
  }
  return best ?? "none-free";
}

export default function App() {
  const [clinicians, setClinicians] = useState<Clinician[]>([]);
  const [sick, setSick] = useState("");
  const [day, setDay] = useState(DAYS[0].date);
  const [until, setUntil] = useState(DAYS[0].date);
  const [rows, setRows] = useState<Row[] | null>(null);
  const [cancelled, setCancelled] = useState<Booking[] | null>(null);
  const [waiting, setWaiting] = useState<Waiting | null>(null);
  const [notice, setNotice] = useState("");
  const [busy, setBusy] = useState(false);
  const [summary, setSummary] = useState<{ text: string; lines: string[] } | null>(null);
  const [error, setError] = useState("");
  const seq = useRef(0);

  useEffect(() => {
    callTool<{ resources: Clinician[] }>("list_resources", { kind: "clinician" })
      .then((r) => {
        const all = r.resources;
        setClinicians(all);
        const inService = all.filter((c) => c.active);
        setSick(inService.find((c) => c.name === FIRST)?.id ?? inService[0]?.id ?? "");
      })
      .catch((e) => setError(errText(e)));
  }, []);

  const inService = clinicians.filter((c) => c.active);
  inService.sort((a, b) => (a.name === FIRST ? -1 : b.name === FIRST ? 1 : a.name.localeCompare(b.name)));
  const sickOne = clinicians.find((c) => c.id === sick) ?? null;
  const standIns = sickOne ? inService.filter((c) => c.id !== sickOne.id && service(c) === service(sickOne)) : [];
  const nameOf = (id: string) => clinicians.find((c) => c.id === id)?.name ?? id;
  const spell = DAYS.map((d) => d.date).filter((d) => d >= day && d <= (until < day ? day : until));
  const lastDay = spell[spell.length - 1] ?? day;
  const waitDay = nextDay(lastDay);
  const spellKey = spell.join(",");

  const liveFree = useCallback(async (date: string, who: Clinician[]) => {
    const free: Record<string, Slot[]> = {};
    const lists = await Promise.all(
      who.map((c) => callTool<{ slots: Slot[] }>("list_free_slots", { resource_id: c.id, date })),
    );
    who.forEach((c, i) => (free[c.id] = lists[i].slots));
    return free;
  }, []);

  const refresh = useCallback(async () => {
    if (!sickOne) return;
    const mine = ++seq.current;
    try {
      const days = spellKey.split(",");
      const perDay = await Promise.all(
        days.map(async (date) => {
          const [list, free] = await Promise.all([
            callTool<{ bookings: Booking[] }>("list_bookings", { date, resource_id: sickOne.id }),
            liveFree(date, standIns),
          ]);
          const appts = list.bookings.filter((b) => b.status === "confirmed");
          appts.sort((a, b) => mins(a.start) - mins(b.start));
          return appts.map((appt) => ({ appt, proposal: proposeFor(appt, standIns, free) }));
        }),
      );
      const gone = await Promise.all(
        days.map((date) =>
          callTool<{ bookings: Booking[] }>("list_bookings", { date, resource_id: sickOne.id, include_cancelled: true }),
        ),
      );
      // list_bookings carries no cancel reason: read each cancelled appointment for the reason the system holds
      const goneAppts = gone.flatMap((g) => g.bookings).filter((b) => b.status === "cancelled");
      const goneRead = await Promise.all(
        goneAppts.map((b) => callTool<Read>("get_booking", { booking_id: b.id }).then((r) => r.booking)),
      );
      const waitlist = waitDay
        ? await callTool<{ entries: { person: string }[] }>("get_waitlist", { resource_id: sickOne.id, date: waitDay })
        : null;
      if (mine !== seq.current) return;
      setRows(perDay.flat());
      setCancelled(
        goneRead.sort((a, b) => (a.date === b.date ? mins(a.start) - mins(b.start) : a.date < b.date ? -1 : 1)),
      );
      setWaiting({ date: waitDay, names: waitlist ? waitlist.entries.map((e) => e.person) : [] });
    } catch (e) {
      if (mine === seq.current) setError(errText(e));
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sickOne?.id, spellKey, standIns.map((c) => c.id).join(","), liveFree]);

  useEffect(() => {
    setRows(null);
    refresh();
  }, [refresh]);

  /** Reads the appointment for its token; the refusal or already-cancelled reason comes back as text. */
  const readFirst = async (appt: Booking): Promise<{ token: string } | { stop: string }> => {
    const read = await callTool<Read>("get_booking", { booking_id: appt.id });
    return { token: read.evidence_token };
  };

  /** Rebook one appointment with a stand-in; returns the message to show. Throws the system's refusal. */
  const rebookOne = async (appt: Booking, slot: { clinician: Clinician; start: string; end: string }) => {
    const first = await readFirst(appt);
    if ("stop" in first) return { done: false, text: first.stop };
    const held = await callTool<{ hold: { id: string }; hold_token: string }>("hold_slot", {
      resource_id: slot.clinician.id,
      date: appt.date,
      start: slot.start,
      held_for: appt.booked_for,
      duration_minutes: mins(appt.end) - mins(appt.start),
    });
    const made = await callTool<{ booking: Booking }>("confirm_booking", {
      hold_id: held.hold.id,
      hold_token: held.hold_token,
      title: appt.title,
    });
    await callTool("cancel_booking", {
      booking_id: appt.id,
      evidence_token: first.token,
      reason: `${sickOne?.name} off sick`,
    });
    const back = (await callTool<Read>("get_booking", { booking_id: made.booking.id })).booking;
    const text = `Rebooked ${back.booked_for} with ${nameOf(back.resource_id)}, ${dayLabel(back.date)} ${span(back)} (${back.id})`;
    return { done: true, text };
  };

  /** Cancel one appointment nobody can take and put the patient on the waitlist of the day after. */
  const cancelOne = async (appt: Booking) => {
    const first = await readFirst(appt);
    if ("stop" in first) return { done: false, text: first.stop };
    await callTool("cancel_booking", {
      booking_id: appt.id,
      evidence_token: first.token,
      reason: `${sickOne?.name} off sick, no stand-in`,
    });
    if (!waitDay) return { done: true, text: `Cancelled ${appt.id} for ${appt.booked_for}, no later day to waitlist` };
    const joined = await callTool<{ position: number }>("join_waitlist", {
      resource_id: appt.resource_id,
      date: waitDay,
      person: appt.booked_for,
    });
    return {
      done: true,
      text: `Cancelled ${appt.id} for ${appt.booked_for}, waitlisted for ${dayLabel(waitDay)} at position ${joined.position}`,
    };
  };

  const act = async (work: () => Promise<{ done: boolean; text: string }>) => {
    setBusy(true);
    setNotice("");
    setError("");
    setSummary(null);
    try {
      const result = await work();
      setNotice(result.text);
    } catch (e) {
      setError(errText(e));
    }
    await refresh();
    setBusy(false);
  };

  const rebook = (row: Row) => {
    if (typeof row.proposal === "string") return;
    const slot = row.proposal;
    act(() => rebookOne(row.appt, slot));
  };
  const cancelRow = (row: Row) => act(() => cancelOne(row.appt));

  const rebookAll = async () => {
    if (!rows) return;
    setBusy(true);
    setNotice("");
    setError("");
    setSummary(null);
    let rebooked = 0;
    let gone = 0;
    const lines: string[] = [];
    for (const { appt } of rows) {
      try {
        const free = await liveFree(appt.date, standIns);
        const proposal = proposeFor(appt, standIns, free);
        const result = typeof proposal === "string" ? await cancelOne(appt) : await rebookOne(appt, proposal);
        if (!result.done) lines.push(result.text);
        else if (typeof proposal === "string") gone += 1;
        else rebooked += 1;
      } catch (e) {
        lines.push(`Refused ${appt.id}: ${errText(e)}`);
      }
    }
    setSummary({ text: `Rebooked ${rebooked}, cancelled ${gone}`, lines });
    await refresh();
    setBusy(false);
  };

  const count = rows?.length ?? 0;
  const nothing =
    spell.length > 1
      ? `Nothing to cover from ${dayLabel(day)} to ${dayLabel(lastDay)}`
      : `Nothing to cover on ${dayLabel(day)}`;
  const slotText = (p: Proposal) =>
    p === "no-stand-in" ? "No stand-in" : p === "none-free" ? "None free" : `${p.clinician.name} ${span(p)}`;

  return (
    <main>
      <h1>Sick-day desk</h1>
      <div className="controls">
        <label>
          Off sick
          <select value={sick} onChange={(e) => setSick(e.target.value)}>
            {inService.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          Day
          <select
            value={day}
            onChange={(e) => {
              setDay(e.target.value);
              setUntil(e.target.value);
            }}
          >
            {DAYS.map((d) => (
              <option key={d.date} value={d.date}>
                {d.label}
              </option>
            ))}
          </select>
        </label>
        <label>
          Until
          <select value={until} onChange={(e) => setUntil(e.target.value)}>
            {DAYS.filter((d) => d.date >= day).map((d) => (
              <option key={d.date} value={d.date}>
                {d.label}
              </option>
            ))}
          </select>
        </label>
      </div>

      {notice && (
        <p className="notice" role="status">
          {notice}
        </p>
      )}
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}

      <section aria-labelledby="standins-h">
        <h2 id="standins-h">Stand-ins</h2>
        {sickOne && (
          <p>
            Stand-ins for {sickOne.name}: {standIns.length ? standIns.map((c) => c.name).join(", ") : "none"}
          </p>
        )}
      </section>

      <section aria-labelledby="cover-h">
        <h2 id="cover-h">Appointments to cover</h2>
        {rows === null ? (
          <p className="muted">Loading appointments…</p>
        ) : (
          <>
            <p className="count">
              {count === 0 ? nothing : `${count} ${count === 1 ? "appointment" : "appointments"} to cover`}
            </p>
            <div className="bulk">
              <button type="button" onClick={rebookAll} disabled={busy || count === 0}>
                Rebook all
              </button>
              {summary && (
                <div className="summary" role="status">
                  <p>{summary.text}</p>
                  {summary.lines.map((l) => (
                    <p key={l} className="refused">
                      {l}
                    </p>
                  ))}
                </div>
              )}
            </div>
            {count > 0 && (
              <table>
                <thead>
                  <tr>
                    <th>Time</th>
                    <th>Patient</th>
                    <th>Reason</th>
                    <th>Stand-in slot</th>
                    <th>
                      <span className="sr-only">Actions</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => (
                    <tr key={row.appt.id}>
                      <td>
                        {dayLabel(row.appt.date)} {span(row.appt)}
                      </td>
                      <td>{row.appt.booked_for}</td>
                      <td>{row.appt.title}</td>
                      <td>{slotText(row.proposal)}</td>
                      <td>
                        {typeof row.proposal !== "string" ? (
                          <button type="button" disabled={busy} onClick={() => rebook(row)}>
                            Rebook
                          </button>
                        ) : (
                          <button type="button" disabled={busy} onClick={() => cancelRow(row)}>
                            Cancel and waitlist
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

      <section aria-labelledby="wait-h">
        <h2 id="wait-h">Next-day waitlist</h2>
        {waiting && (
          <p>
            {waiting.date === null
              ? "No later day this week"
              : waiting.names.length
                ? `${dayLabel(waiting.date)}: ${waiting.names.join(", ")}`
                : `Nobody waiting on ${dayLabel(waiting.date)}`}
          </p>
        )}
      </section>

      <section aria-labelledby="cancelled-h">
        <h2 id="cancelled-h">Cancelled</h2>
        {cancelled &&
          (cancelled.length === 0 ? (
            <p>
              {spell.length > 1
                ? `No cancellations from ${dayLabel(day)} to ${dayLabel(lastDay)}`
                : `No cancellations on ${dayLabel(day)}`}
            </p>
          ) : (
            <ul>
              {cancelled.map((b) => (
                <li key={b.id}>
                  {dayLabel(b.date)} {b.id} {span(b)} · {b.booked_for} · {b.cancel_reason ?? "no reason given"}
                </li>
              ))}
            </ul>
          ))}
      </section>
    </main>
  );
}
