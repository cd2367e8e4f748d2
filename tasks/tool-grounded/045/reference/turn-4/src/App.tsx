import { useEffect, useRef, useState } from "react";
import { callTool } from "./bridge";
import "./styles.css";

type RoomTypeRow = { code: string; name: string };
type PlanRow = { code: string; name: string; no_show_nights: number };
type Property = {
  business_date: string;
  clock: string;
  room_types: RoomTypeRow[];
  rate_plans: PlanRow[];
};
type ResRow = {
  id: string;
  guest_name: string;
  rate_plan: string;
  room_type: string;
  arrival: string;
  departure: string;
  nights: number;
  nightly_rate: number;
  room: string | null;
};
type FolioLine = { id: string; kind: string; category: string | null; amount: number; voided: boolean };
type ResDetail = ResRow & { status: string; balance: number; folio: FolioLine[] };
type GetRes = { reservation: ResDetail; evidence_token: string };
type Marked = {
  id: string;
  guest: string;
  fee: number;
  waived: boolean;
};
type FreeRow = { name: string; free: number };

const WAIVE_REASON = "No-show fee waived: not guaranteed";
const HOUSEKEEPING: Record<string, string> = {
  dirty: "dirty",
  clean: "clean",
  inspected: "inspected",
  out_of_order: "out of order",
};

function cents(x: number): number {
  return Math.round(x * 100);
}

function money(c: number): string {
  const sign = c < 0 ? "-" : "";
  const abs = Math.abs(c);
  const whole = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${sign}$${whole}.${String(abs % 100).padStart(2, "0")}`;
}

function timeOf(clock: string): string {
  return clock.slice(11, 16);
}

function nextDay(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

function message(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

export default function App() {
  const [prop, setProp] = useState<Property | null>(null);
  const [rows, setRows] = useState<ResRow[] | null>(null);
  const [free, setFree] = useState<FreeRow[]>([]);
  const [cutoff, setCutoff] = useState("18:00");
  const [notice, setNotice] = useState("");
  const [marked, setMarked] = useState<Marked[]>([]);
  const [released, setReleased] = useState<string[]>([]);
  const busy = useRef(false);

  async function readProperty(): Promise<Property> {
    const p = await callTool<Property>("get_property_info");
    setProp(p);
    return p;
  }

  async function readArrivals(p: Property) {
    const out = await callTool<{ reservations: ResRow[] }>("list_reservations", {
      status: "booked",
      arrival_to: p.business_date,
    });
    const list = out.reservations
      .filter((r) => r.arrival <= p.business_date)
      .sort((a, b) => (a.arrival === b.arrival ? (a.id < b.id ? -1 : 1) : a.arrival < b.arrival ? -1 : 1));
    setRows(list);
  }

  async function readRooms(p: Property) {
    const night = p.business_date;
    const out: FreeRow[] = [];
    for (const t of p.room_types) {
      const a = await callTool<{ nights: { night: string; available: number }[] }>("check_availability", {
        room_type: t.code,
        arrival: night,
        departure: nextDay(night),
      });
      const row = a.nights.find((n) => n.night === night) ?? a.nights[0];
      out.push({ name: t.name, free: row.available });
    }
    setFree(out);
  }

  async function readAll() {
    const p = await readProperty();
    await readArrivals(p);
    await readRooms(p);
  }

  useEffect(() => {
    readAll().catch((e) => setNotice(`Refused: ${message(e)}`));
  }, []);

  function plan(code: string): PlanRow | undefined {
    return prop?.rate_plans.find((p) => p.code === code);
  }

  function guaranteed(r: { rate_plan: string }): boolean {
    return plan(r.rate_plan)?.name !== "Flexible";
  }

  function fee(r: ResRow): number {
    const nights = Math.min(plan(r.rate_plan)?.no_show_nights ?? 0, r.nights);
    return cents(r.nightly_rate) * nights;
  }

  async function markNoShow(row: ResRow) {
    if (busy.current) return;
    const cut = cutoff.trim();
    if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(cut)) {
      setNotice("Write the cut-off like 18:00");
      return;
    }
    busy.current = true;
    try {
      const p = await readProperty();
      if (row.arrival === p.business_date && timeOf(p.clock) < cut) {
        setNotice(`${row.id} is due today; wait until ${cut}`);
        return;
      }
      const keep = guaranteed(row);
      let text = "";
      let entry: Marked | null = null;
      try {
        const before = await callTool<GetRes>("get_reservation", { reservation_id: row.id });
        const room = before.reservation.room;
        await callTool("mark_no_show", { reservation_id: row.id, evidence_token: before.evidence_token });
        let back = await callTool<GetRes>("get_reservation", { reservation_id: row.id });
        const line = back.reservation.folio.filter((l) => l.category === "no_show_fee" && !l.voided).pop();
        const amount = line ? cents(line.amount) : 0;
        entry = { id: row.id, guest: back.reservation.guest_name, fee: amount, waived: false };
        text = `${row.id} marked as a no-show; fee ${money(amount)} posted`;
        if (!keep && line) {
          try {
            await callTool("void_charge", {
              reservation_id: row.id,
              line_id: line.id,
              reason: WAIVE_REASON,
              evidence_token: back.evidence_token,
            });
            back = await callTool<GetRes>("get_reservation", { reservation_id: row.id });
            const voided = back.reservation.folio.find((l) => l.id === line.id);
            const waivedAmount = voided ? cents(voided.amount) : amount;
            entry = { ...entry, fee: waivedAmount, waived: true };
            text = `${row.id} marked as a no-show; fee ${money(waivedAmount)} waived`;
          } catch (e) {
            text = `Refused: ${message(e)}`;
            await callTool<GetRes>("get_reservation", { reservation_id: row.id });
          }
        }
        if (room) {
          const r = await callTool<{ room: { number: string; housekeeping: string } }>("get_room", { room });
          text += ` · room ${r.room.number} released (${HOUSEKEEPING[r.room.housekeeping] ?? r.room.housekeeping})`;
          setReleased((list) => [...list, r.room.number]);
        }
      } catch (e) {
        text = `Refused: ${message(e)}`;
      }
      if (entry) {
        const done = entry;
        setMarked((list) => [...list, done]);
      }
      setNotice(text);
      const fresh = await readProperty();
      await readArrivals(fresh);
      if (entry) await readRooms(fresh);
    } catch (e) {
      setNotice(`Refused: ${message(e)}`);
    } finally {
      busy.current = false;
    }
  }

  const atStake = (rows ?? []).filter(guaranteed).reduce((sum, r) => sum + fee(r), 0);
  const posted = marked.filter((m) => !m.waived).reduce((s, m) => s + m.fee, 0);
  const waived = marked.filter((m) => m.waived).reduce((s, m) => s + m.fee, 0);

  return (
    <main className="page">
      <h1>No-show desk</h1>
      <p className="clockline">
        {prop ? `Business date: ${prop.business_date} · System time: ${timeOf(prop.clock)}` : "Reading the system…"}
      </p>
      <div className="bar">
        <button type="button" onClick={() => readAll().catch((e) => setNotice(`Refused: ${message(e)}`))}>
          Reload
        </button>
      </div>
      {notice && (
        <p className="message" role="status">
          {notice}
        </p>
      )}

      <section className="card" aria-labelledby="arrive-h">
        <h2 id="arrive-h">Still to arrive</h2>
        <div className="field">
          <label htmlFor="cutoff">Cut-off</label>
          <input id="cutoff" value={cutoff} onChange={(e) => setCutoff(e.target.value)} />
        </div>
        {rows && rows.length === 0 && <p>Everyone has arrived</p>}
        {rows && rows.length > 0 && (
          <>
            <p className="count">{rows.length === 1 ? "1 still to arrive" : `${rows.length} still to arrive`}</p>
            <table>
              <thead>
                <tr>
                  <th>Reservation</th>
                  <th>Guest</th>
                  <th>Arrival</th>
                  <th>Plan</th>
                  <th>Room</th>
                  <th>Guarantee</th>
                  <th>Fee</th>
                  <th>
                    <span className="sr-only">Action</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={r.id}>
                    <td>{r.id}</td>
                    <td>{r.guest_name}</td>
                    <td>
                      {r.arrival}
                      {prop && r.arrival < prop.business_date && <span className="overdue"> Overdue</span>}
                    </td>
                    <td>{plan(r.rate_plan)?.name ?? r.rate_plan}</td>
                    <td>{r.room ?? "None"}</td>
                    <td>{guaranteed(r) ? "Guaranteed" : "Not guaranteed"}</td>
                    <td>{guaranteed(r) ? money(fee(r)) : "Waived"}</td>
                    <td>
                      <button type="button" onClick={() => markNoShow(r)}>
                        Mark no-show
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        )}
      </section>

      <section className="card" aria-labelledby="rooms-h">
        <h2 id="rooms-h">Rooms tonight</h2>
        <table>
          <thead>
            <tr>
              <th>Room type</th>
              <th>Free tonight</th>
            </tr>
          </thead>
          <tbody>
            {free.map((f) => (
              <tr key={f.name}>
                <td>{f.name}</td>
                <td>{f.free}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      <section className="card summary" aria-labelledby="summary-h">
        <h2 id="summary-h">Night summary</h2>
        <p>Fees at stake: {money(atStake)}</p>
        {marked.length > 0 && (
          <ul>
            {marked.map((m) => (
              <li key={m.id}>
                {`${m.id} · ${m.guest} · ${money(m.fee)}`}
                {m.waived ? " waived" : ""}
              </li>
            ))}
          </ul>
        )}
        <p>
          {`Marked tonight: ${marked.length} · Fees posted: ${money(posted)} · Waived: ${money(waived)}`}
        </p>
        <p>{`Rooms released: ${released.length ? released.join(", ") : "none"}`}</p>
      </section>
    </main>
  );
}
