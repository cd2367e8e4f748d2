import { useEffect, useState } from "react";
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

function message(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

export default function App() {
  const [prop, setProp] = useState<Property | null>(null);
  const [rows, setRows] = useState<ResRow[] | null>(null);
  const [notice, setNotice] = useState("");

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

  async function readAll() {
    const p = await readProperty();
    await readArrivals(p);
  }

  useEffect(() => {
    readAll().catch((e) => setNotice(`Refused: ${message(e)}`));
  }, []);

  function plan(code: string): PlanRow | undefined {
    return prop?.rate_plans.find((p) => p.code === code);
  }

  function fee(r: ResRow): number {
    const nights = Math.min(plan(r.rate_plan)?.no_show_nights ?? 0, r.nights);
    return cents(r.nightly_rate) * nights;
  }

  const atStake = (rows ?? []).reduce((sum, r) => sum + fee(r), 0);

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
                  <th>Fee</th>
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
                    <td>{money(fee(r))}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        )}
      </section>

      <section className="card summary" aria-labelledby="summary-h">
        <h2 id="summary-h">Night summary</h2>
        <p>Fees at stake: {money(atStake)}</p>
      </section>
    </main>
  );
}
