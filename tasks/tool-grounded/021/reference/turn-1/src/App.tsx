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

const DAYS = [
  { date: "2026-03-02", label: "Mon 2 Mar" },
  { date: "2026-03-03", label: "Tue 3 Mar" },
  { date: "2026-03-04", label: "Wed 4 Mar" },
  { date: "2026-03-05", label: "Thu 5 Mar" },
  { date: "2026-03-06", label: "Fri 6 Mar" },
];
const FIRST = "Dr. Amara Osei";

const dayLabel = (iso: string) => DAYS.find((d) => d.date === iso)?.label ?? iso;
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
  const [rows, setRows] = useState<Row[] | null>(null);
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
  const spell = [day];
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
      if (mine !== seq.current) return;
      setRows(perDay.flat());
    } catch (e) {
      if (mine === seq.current) setError(errText(e));
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sickOne?.id, spellKey, standIns.map((c) => c.id).join(","), liveFree]);

  useEffect(() => {
    setRows(null);
    refresh();
  }, [refresh]);

  const count = rows?.length ?? 0;
  const nothing = `Nothing to cover on ${dayLabel(day)}`;
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
          <select value={day} onChange={(e) => setDay(e.target.value)}>
            {DAYS.map((d) => (
              <option key={d.date} value={d.date}>
                {d.label}
              </option>
            ))}
          </select>
        </label>
      </div>

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
            {count > 0 && (
              <table>
                <thead>
                  <tr>
                    <th>Time</th>
                    <th>Patient</th>
                    <th>Reason</th>
                    <th>Stand-in slot</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => (
                    <tr key={row.appt.id}>
                      <td>{span(row.appt)}</td>
                      <td>{row.appt.booked_for}</td>
                      <td>{row.appt.title}</td>
                      <td>{slotText(row.proposal)}</td>
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
