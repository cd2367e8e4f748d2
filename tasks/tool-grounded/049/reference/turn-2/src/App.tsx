import { useEffect, useRef, useState } from "react";
import { callTool } from "./bridge";
import "./styles.css";

type Property = { business_date: string };
type ResRow = {
  id: string;
  guest_name: string;
  arrival: string;
  nights: number;
  nightly_rate: number;
  status: string;
  balance: number;
};
type FolioLine = { id: string; kind: string; method: string | null; amount: number; posted_at: string };
type ResDetail = ResRow & { folio: FolioLine[]; payments_total: number };
type GetRes = { reservation: ResDetail; evidence_token: string };

type Arrival = {
  id: string;
  guest: string;
  arrival: string;
  nights: number;
  status: string;
  total: number;
  deposit: number;
  paid: number;
  payments: FolioLine[];
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

function addDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** The deposit due, in cents: one night; 30% of the stay from 4 nights; at least $100.00; at most the stay. */
function depositDue(rate: number, nights: number): number {
  const total = rate * nights;
  let due = rate;
  if (nights >= 4) due = Math.floor((total * 3 + 5) / 10);
  if (due < 10000) due = 10000;
  if (due > total) due = total;
  return due;
}

function errorText(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}


export default function App() {
  const [businessDate, setBusinessDate] = useState("");
  const [rows, setRows] = useState<Arrival[] | null>(null);
  const [loadError, setLoadError] = useState("");
  const [method, setMethod] = useState<"card" | "cash">("card");
  const [message, setMessage] = useState("");
  const [busy, setBusy] = useState(false);
  const seq = useRef(0);

  async function readAll() {
    const mine = ++seq.current;
    try {
      const p = await callTool<Property>("get_property_info");
      const to = addDays(p.business_date, 3);
      const out = await callTool<{ reservations: ResRow[] }>("list_reservations", {
        arrival_from: p.business_date,
        arrival_to: to,
      });
      const kept = out.reservations.filter((r) => r.status === "booked" || r.status === "in_house");
      const details = await Promise.all(
        kept.map((r) => callTool<GetRes>("get_reservation", { reservation_id: r.id })),
      );
      const list: Arrival[] = kept.map((r, i) => {
        const rate = cents(r.nightly_rate);
        return {
          id: r.id,
          guest: r.guest_name,
          arrival: r.arrival,
          nights: r.nights,
          status: r.status,
          total: rate * r.nights,
          deposit: depositDue(rate, r.nights),
          paid: cents(details[i].reservation.payments_total),
          payments: details[i].reservation.folio.filter((ln) => ln.kind === "payment"),
        };
      });
      list.sort((a, b) => (a.arrival === b.arrival ? (a.id < b.id ? -1 : 1) : a.arrival < b.arrival ? -1 : 1));
      if (mine !== seq.current) return;
      setBusinessDate(p.business_date);
      setRows(list);
      setLoadError("");
    } catch (e) {
      if (mine === seq.current) setLoadError(`Could not read the system: ${errorText(e)}`);
    }
  }

  useEffect(() => {
    void readAll();
  }, []);

  function canTake(r: Arrival): boolean {
    return r.arrival === businessDate && r.status === "booked";
  }

  async function take(r: Arrival) {
    setBusy(true);
    try {
      const fresh = await callTool<GetRes>("get_reservation", { reservation_id: r.id });
      const res = fresh.reservation;
      const amt = r.deposit;
      const booked = true;
      if (booked) {
        try {
          await callTool("check_in", { reservation_id: r.id, evidence_token: fresh.evidence_token });
        } catch (e) {
          setMessage(`Not checked in: ${errorText(e)}`);
          return;
        }
      }
      const paid = await callTool<{ line: FolioLine }>("record_payment", {
        reservation_id: r.id,
        amount: amt / 100,
        method,
      });
      const back = await callTool<GetRes>("get_reservation", { reservation_id: r.id });
      setMessage(
        `Deposit of ${money(cents(paid.line.amount))} taken by ${method} from ${r.id}; balance ${money(
          cents(back.reservation.balance),
        )}`,
      );
    } catch (e) {
      setMessage(`Deposit not taken: ${errorText(e)}`);
    } finally {
      await readAll();
      setBusy(false);
    }
  }

  const end = businessDate ? addDays(businessDate, 3) : "";

  return (
    <main className="desk">
      <header className="desk-head">
        <h1>Deposit desk</h1>
        <p className="bizdate">{businessDate ? `Business date: ${businessDate}` : "Reading the system…"}</p>
        <button type="button" onClick={() => void readAll()}>
          Reload
        </button>
      </header>
      {loadError && <p className="error">{loadError}</p>}

      <section aria-labelledby="arrivals-h" className="panel">
        <h2 id="arrivals-h">Arrivals</h2>
        <div className="controls">
          <label>
            Method{" "}
            <select value={method} onChange={(e) => setMethod(e.target.value as "card" | "cash")}>
              <option value="card">Card</option>
              <option value="cash">Cash</option>
            </select>
          </label>
        </div>
        {message && (
          <p className="message" role="status">
            {message}
          </p>
        )}
        {rows && (
          <p className="count">
            {rows.length} {rows.length === 1 ? "arrival" : "arrivals"} from {businessDate} to {end}
          </p>
        )}
        {rows && rows.length > 0 && (
          <table>
            <thead>
              <tr>
                <th>Reservation</th>
                <th>Guest</th>
                <th>Arrival</th>
                <th>Nights</th>
                <th>Stay total</th>
                <th>Deposit due</th>
                <th>Paid</th>
                <th>Action</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.id}>
                  <td>{r.id}</td>
                  <td>{r.guest}</td>
                  <td>{r.arrival}</td>
                  <td>{r.nights}</td>
                  <td>{money(r.total)}</td>
                  <td>{money(r.deposit)}</td>
                  <td>{money(r.paid)}</td>
                  <td>
                    {canTake(r) && (
                      <button type="button" disabled={busy} onClick={() => void take(r)}>
                        Take deposit
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </main>
  );
}
