import { useEffect, useState } from "react";
import { callTool } from "./bridge";
import "./styles.css";

type Guest = {
  id: string;
  guest_name: string;
  arrival: string;
  departure: string;
  status: string;
  room: string | null;
  balance: number;
};
type FolioLine = {
  id: string;
  kind: "charge" | "payment" | "refund";
  category: string | null;
  method: string | null;
  description: string;
  amount: number;
  voided: boolean;
  void_reason: string | null;
  refunded: number;
  refund_of: string | null;
};

type Detail = {
  id: string;
  guest_name: string;
  departure: string;
  status: string;
  room: string | null;
  balance: number;
  folio: FolioLine[];
};

type ReadOut = { reservation: Detail; evidence_token: string };
type LineOut = { line: FolioLine; reservation: Detail };

function errorText(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

function cents(value: number): number {
  return Math.round(value * 100);
}

function money(value: number): string {
  const c = cents(value);
  const whole = Math.floor(Math.abs(c) / 100);
  const part = String(Math.abs(c) % 100).padStart(2, "0");
  const text = `$${whole.toLocaleString("en-US")}.${part}`;
  return c < 0 ? `-${text}` : text;
}

function roomNumber(room: string | null): number {
  const n = Number(room);
  return Number.isFinite(n) ? n : 0;
}

function account(balance: number): string {
  const c = cents(balance);
  if (c === 0) return "Settled";
  return c > 0 ? "Owes" : "Credit";
}

function lineType(line: FolioLine): string {
  if (line.kind === "payment") return "Payment";
  if (line.kind === "refund") return "Refund";
  return line.voided ? "Voided" : "Charge";
}

function lineDescription(line: FolioLine): string {
  return line.kind === "charge" && line.voided ? `${line.description} (voided: ${line.void_reason ?? ""})` : line.description;
}

type PlannedRefund = { lineId: string; amount: number };

function planRefunds(detail: Detail): PlannedRefund[] {
  let left = -cents(detail.balance);
  const plan: PlannedRefund[] = [];
  const payments = detail.folio.filter((l) => l.kind === "payment").reverse();
  for (const p of payments) {
    if (left <= 0) break;
    const open = cents(p.amount) - cents(p.refunded ?? 0);
    const part = Math.min(open, left);
    if (part > 0) {
      plan.push({ lineId: p.id, amount: part / 100 });
      left -= part;
    }
  }
  return plan;
}

export default function App() {
  const [businessDate, setBusinessDate] = useState("");
  const [guests, setGuests] = useState<Guest[] | null>(null);
  const [notices, setNotices] = useState<string[]>([]);
  const [detail, setDetail] = useState<Detail | null>(null);
  const [amount, setAmount] = useState("");
  const [method, setMethod] = useState("card");
  const [voidReason, setVoidReason] = useState("");

  async function loadGuests() {
    const data = await callTool<{ business_date: string; reservations: Guest[] }>("list_reservations", {
      status: "in_house",
    });
    setBusinessDate(data.business_date);
    const rows = data.reservations
      .filter((r) => r.status === "in_house")
      .sort((a, b) =>
        a.departure === b.departure ? roomNumber(a.room) - roomNumber(b.room) : a.departure < b.departure ? -1 : 1,
      );
    setGuests(rows);
  }

  async function readDetail(id: string): Promise<ReadOut> {
    const data = await callTool<ReadOut>("get_reservation", { reservation_id: id });
    setDetail(data.reservation);
    return data;
  }

  async function loadAll() {
    try {
      const info = await callTool<{ business_date: string }>("get_property_info", {});
      setBusinessDate(info.business_date);
      await loadGuests();
      if (detail) await readDetail(detail.id);
    } catch (err) {
      setNotices([`Could not read the system: ${errorText(err)}`]);
    }
  }

  useEffect(() => {
    void loadAll();
  }, []);

  async function openSettlement(id: string) {
    try {
      await readDetail(id);
      setAmount("");
    } catch (err) {
      setNotices([`Refused: ${errorText(err)}`]);
    }
  }

  async function takePayment() {
    if (!detail) return;
    const text = amount.trim();
    if (!/^\d+(\.\d{1,2})?$/.test(text) || cents(Number(text)) <= 0) {
      setNotices(["Enter an amount like 25.00"]);
      return;
    }
    if (cents(detail.balance) <= 0) {
      setNotices(["Nothing to collect on this bill"]);
      return;
    }
    if (cents(Number(text)) > cents(detail.balance)) {
      setNotices([`Only ${money(detail.balance)} is owed`]);
      return;
    }
    const id = detail.id;
    try {
      const out = await callTool<LineOut>("record_payment", {
        reservation_id: id,
        amount: cents(Number(text)) / 100,
        method,
      });
      setNotices([`Took ${money(out.line.amount)} by ${out.line.method} as ${out.line.id}`]);
      setAmount("");
      await readDetail(id);
      await loadGuests();
    } catch (err) {
      setNotices([`Refused: ${errorText(err)}`]);
      await readDetail(id).catch(() => undefined);
    }
  }

  async function voidLine(lineId: string) {
    if (!detail) return;
    const reason = voidReason.trim();
    if (reason.length < 4) {
      setNotices(["Give a reason of at least 4 characters"]);
      return;
    }
    const id = detail.id;
    try {
      const fresh = await readDetail(id);
      const out = await callTool<LineOut>("void_charge", {
        reservation_id: id,
        line_id: lineId,
        reason,
        evidence_token: fresh.evidence_token,
      });
      setNotices([`Voided ${out.line.id} (${money(out.line.amount)})`]);
      setVoidReason("");
      await readDetail(id);
      await loadGuests();
    } catch (err) {
      setNotices([`Refused: ${errorText(err)}`]);
      await readDetail(id).catch(() => undefined);
    }
  }

  async function refundCredit() {
    if (!detail) return;
    const id = detail.id;
    const plan = planRefunds(detail);
    const done: string[] = [];
    for (const step of plan) {
      try {
        const fresh = await callTool<ReadOut>("get_reservation", { reservation_id: id });
        const out = await callTool<LineOut>("refund_payment", {
          reservation_id: id,
          payment_line_id: step.lineId,
          amount: step.amount,
          evidence_token: fresh.evidence_token,
        });
        done.push(`Refunded ${money(out.line.amount)} by ${out.line.method} against ${out.line.refund_of}`);
        setNotices([...done]);
      } catch (err) {
        done.push(`Refused: ${errorText(err)}`);
        setNotices([...done]);
        break;
      }
    }
    try {
      await readDetail(id);
      await loadGuests();
    } catch (err) {
      setNotices([...done, `Could not read the system: ${errorText(err)}`]);
    }
  }

  const leavingToday = (guests ?? []).filter((g) => g.departure === businessDate).length;

  return (
    <main className="page">
      <h1>Departures desk</h1>
      <p className="bizdate">Business date: {businessDate || "…"}</p>
      <div className="bar">
        <button type="button" className="plain" onClick={() => void loadAll()}>
          Reload
        </button>
      </div>
      {notices.length > 0 && (
        <div className="notices" role="status">
          {notices.map((n, i) => (
            <p key={i}>{n}</p>
          ))}
        </div>
      )}

      <section className="card" aria-labelledby="inhouse-title">
        <h2 id="inhouse-title">Guests in house</h2>
        {guests === null ? (
          <p className="muted">Reading the guests in house…</p>
        ) : (
          <>
            <p className="counts">
              {guests.length} in house · {leavingToday} leaving today
            </p>
            <table>
              <thead>
                <tr>
                  <th>Room</th>
                  <th>Reservation</th>
                  <th>Guest</th>
                  <th>Leaves</th>
                  <th>Balance</th>
                  <th>Account</th>
                  <th>Actions</th>
                </tr>
              </thead>
              <tbody>
                {guests.map((g) => (
                  <tr key={g.id}>
                    <td>{g.room}</td>
                    <td>{g.id}</td>
                    <td>{g.guest_name}</td>
                    <td>{g.departure === businessDate ? "Today" : g.departure}</td>
                    <td className="num">{money(g.balance)}</td>
                    <td>{account(g.balance)}</td>
                    <td className="actions">
                      <button type="button" onClick={() => void openSettlement(g.id)}>
                        Settle
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        )}
      </section>

      {detail && (
        <section className="card" aria-labelledby="settle-title">
          <h2 id="settle-title">Settlement</h2>
          <p className="counts">
            {detail.id} · {detail.guest_name} · room {detail.room ?? "None"} · leaves {detail.departure}
          </p>
          <table>
            <thead>
              <tr>
                <th>Line</th>
                <th>Type</th>
                <th>Description</th>
                <th>Amount</th>
                <th>Fix</th>
              </tr>
            </thead>
            <tbody>
              {detail.folio.map((l) => (
                <tr key={l.id}>
                  <td>{l.id}</td>
                  <td>{lineType(l)}</td>
                  <td>{lineDescription(l)}</td>
                  <td className="num">{money(Math.abs(l.amount))}</td>
                  <td>
                    {l.kind === "charge" && !l.voided && l.category !== "room" && (
                      <button type="button" className="plain" onClick={() => void voidLine(l.id)}>
                        Void
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="counts">Balance: {money(detail.balance)}</p>
          {cents(detail.balance) < 0 && (
            <div className="bar">
              <span>Owed to the guest: {money(-detail.balance)}</span>
              <button type="button" onClick={() => void refundCredit()}>
                Refund credit
              </button>
            </div>
          )}
          <div className="form">
            <label>
              Amount
              <input value={amount} onChange={(e) => setAmount(e.target.value)} inputMode="decimal" />
            </label>
            <label>
              Method
              <select value={method} onChange={(e) => setMethod(e.target.value)}>
                <option value="card">Card</option>
                <option value="cash">Cash</option>
              </select>
            </label>
            <button type="button" onClick={() => void takePayment()}>
              Take payment
            </button>
          </div>
          <div className="form">
            <label>
              Void reason
              <input value={voidReason} onChange={(e) => setVoidReason(e.target.value)} />
            </label>
          </div>
        </section>
      )}
    </main>
  );
}
