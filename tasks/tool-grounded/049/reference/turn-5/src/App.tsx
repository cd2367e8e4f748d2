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

/** A typed amount in cents, or null when it is not a number with at most two decimals. */
function parseAmount(text: string): number | null {
  const t = text.trim();
  if (!/^\d+(\.\d{1,2})?$/.test(t)) return null;
  const [whole, frac = ""] = t.split(".");
  return Number(whole) * 100 + Number(frac.padEnd(2, "0"));
}

export default function App() {
  const [businessDate, setBusinessDate] = useState("");
  const [rows, setRows] = useState<Arrival[] | null>(null);
  const [loadError, setLoadError] = useState("");
  const [method, setMethod] = useState<"card" | "cash">("card");
  const [message, setMessage] = useState("");
  const [busy, setBusy] = useState(false);
  const [amount, setAmount] = useState("");
  const [counted, setCounted] = useState("");
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

  function owedOf(r: Arrival): number {
    return Math.max(0, r.deposit - r.paid);
  }

  function canTake(r: Arrival): boolean {
    return (
      r.arrival === businessDate && (r.status === "booked" || r.status === "in_house") && owedOf(r) > 0
    );
  }

  async function take(r: Arrival) {
    let typed: number | null = null;
    if (amount.trim() !== "") {
      typed = parseAmount(amount);
      if (typed === null || typed <= 0 || typed > owedOf(r)) {
        setMessage(`Enter an amount from $0.01 to ${money(owedOf(r))}`);
        return;
      }
    }
    setBusy(true);
    try {
      const fresh = await callTool<GetRes>("get_reservation", { reservation_id: r.id });
      const res = fresh.reservation;
      if (res.status !== "booked" && res.status !== "in_house") {
        setMessage(`${r.id} is ${res.status.replace(/_/g, " ")}; no deposit taken`);
        return;
      }
      const owed = Math.max(0, depositDue(cents(res.nightly_rate), res.nights) - cents(res.payments_total));
      if (owed === 0) {
        setMessage(`${r.id} owes no deposit; nothing taken`);
        return;
      }
      if (typed !== null && typed > owed) {
        setMessage(`Enter an amount from $0.01 to ${money(owed)}`);
        return;
      }
      const amt = typed ?? owed;
      const booked = res.status === "booked";
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
      setAmount("");
    } catch (e) {
      setMessage(`Deposit not taken: ${errorText(e)}`);
    } finally {
      await readAll();
      setBusy(false);
    }
  }

  const end = businessDate ? addDays(businessDate, 3) : "";
  const owing = (rows ?? [])
    .filter((r) => owedOf(r) > 0)
    .sort((a, b) =>
      a.arrival !== b.arrival
        ? a.arrival < b.arrival
          ? -1
          : 1
        : owedOf(a) !== owedOf(b)
          ? owedOf(b) - owedOf(a)
          : a.id < b.id
            ? -1
            : 1,
    );
  const owingTotal = owing.reduce((s, r) => s + owedOf(r), 0);
  const takings = { card: { n: 0, sum: 0 }, cash: { n: 0, sum: 0 } };
  for (const r of rows ?? []) {
    for (const ln of r.payments) {
      if (ln.posted_at.slice(0, 10) !== businessDate) continue;
      const bucket = ln.method === "cash" ? takings.cash : takings.card;
      bucket.n += 1;
      bucket.sum += cents(ln.amount);
    }
  }
  const countedCents = counted.trim() === "" ? null : parseAmount(counted);
  let drawer = "Count the cash drawer";
  if (countedCents !== null) {
    const diff = countedCents - takings.cash.sum;
    drawer =
      diff === 0
        ? "Cash drawer balanced"
        : diff > 0
          ? `Cash drawer over by ${money(diff)}`
          : `Cash drawer short by ${money(-diff)}`;
  }

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
          <label>
            Amount{" "}
            <input type="text" inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} />
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
                <th>Owed</th>
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
                  <td>{money(owedOf(r))}</td>
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

      <section aria-labelledby="owing-h" className="panel">
        <h2 id="owing-h">Still owing</h2>
        <ul className="owing">
          {owing.map((r) => (
            <li key={r.id}>
              {r.id} · {r.guest} · {r.arrival} · {money(owedOf(r))}
            </li>
          ))}
        </ul>
        <p className="owing-total">
          {owing.length === 0
            ? "No deposits owed"
            : `${owing.length} ${owing.length === 1 ? "arrival owes" : "arrivals owe"} ${money(owingTotal)} in total`}
        </p>
      </section>

      <section aria-labelledby="takings-h" className="panel">
        <h2 id="takings-h">Shift takings</h2>
        <table>
          <thead>
            <tr>
              <th>Method</th>
              <th>Payments</th>
              <th>Amount</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>Card</td>
              <td>{takings.card.n}</td>
              <td>{money(takings.card.sum)}</td>
            </tr>
            <tr>
              <td>Cash</td>
              <td>{takings.cash.n}</td>
              <td>{money(takings.cash.sum)}</td>
            </tr>
            <tr className="total">
              <td>Total</td>
              <td>{takings.card.n + takings.cash.n}</td>
              <td>{money(takings.card.sum + takings.cash.sum)}</td>
            </tr>
          </tbody>
        </table>
        <label className="counted">
          Counted cash{" "}
          <input type="text" inputMode="decimal" value={counted} onChange={(e) => setCounted(e.target.value)} />
        </label>
        <p className="drawer">{drawer}</p>
      </section>
    </main>
  );
}
