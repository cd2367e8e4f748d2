import { useEffect, useState } from "react";
import { callTool } from "./bridge";
import "./styles.css";

type ResRow = {
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

type Detail = ResRow & { folio: FolioLine[] };
type ReadOut = { reservation: Detail; evidence_token: string };
type LineOut = { line: FolioLine; reservation: Detail };
type Matches = { query: string; rows: ResRow[] };

const STATUS: Record<string, string> = {
  booked: "Booked",
  in_house: "In house",
  checked_out: "Checked out",
  cancelled: "Cancelled",
  no_show: "No-show",
};

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

function statusLabel(status: string): string {
  return STATUS[status] ?? status;
}

function byId(a: { id: string }, b: { id: string }): number {
  const na = Number(a.id.replace(/\D/g, ""));
  const nb = Number(b.id.replace(/\D/g, ""));
  return na === nb ? (a.id < b.id ? -1 : a.id > b.id ? 1 : 0) : na - nb;
}

function lineType(line: FolioLine): string {
  if (line.kind === "payment") return "Payment";
  if (line.kind === "refund") return "Refund";
  return line.voided ? "Voided" : "Charge";
}

function counts(line: FolioLine): boolean {
  return line.kind === "charge" && !line.voided;
}

function signedCents(line: FolioLine): number {
  return line.kind === "payment" ? -cents(line.amount) : cents(line.amount);
}

function runningBalances(folio: FolioLine[]): number[] {
  let total = 0;
  return folio.map((line) => {
    if (line.kind === "payment") total -= cents(line.amount);
    else if (line.kind === "refund" || counts(line)) total += cents(line.amount);
    return total / 100;
  });
}

export default function App() {
  const [auditDate, setAuditDate] = useState("");
  const [query, setQuery] = useState("");
  const [matches, setMatches] = useState<Matches | null>(null);
  const [detail, setDetail] = useState<Detail | null>(null);
  const [notices, setNotices] = useState<string[]>([]);

  async function loadDate() {
    const info = await callTool<{ business_date: string }>("get_property_info", {});
    setAuditDate(info.business_date);
  }

  async function search(text: string) {
    const data = await callTool<{ reservations: ResRow[] }>("list_reservations", { guest: text });
    setMatches({ query: text, rows: [...data.reservations].sort(byId) });
  }

  async function readRes(id: string): Promise<ReadOut> {
    const data = await callTool<ReadOut>("get_reservation", { reservation_id: id });
    setDetail(data.reservation);
    return data;
  }

  async function showBill(id: string) {
    await readRes(id);
  }

  async function reloadAll() {
    try {
      await loadDate();
      if (matches) await search(matches.query);
      if (detail) await showBill(detail.id);
    } catch (err) {
      setNotices([`Could not read the system: ${errorText(err)}`]);
    }
  }

  useEffect(() => {
    loadDate().catch((err) => setNotices([`Could not read the system: ${errorText(err)}`]));
  }, []);

  async function find() {
    const text = query.trim();
    if (text.length < 2) {
      setNotices(["Type at least 2 characters"]);
      return;
    }
    setNotices([]);
    if (/^rs-\d+$/i.test(text)) {
      const id = text.toUpperCase();
      try {
        await showBill(id);
      } catch (err) {
        setNotices([`Not found: ${errorText(err)}`]);
      }
      return;
    }
    try {
      await search(text);
    } catch (err) {
      setNotices([`Refused: ${errorText(err)}`]);
    }
  }

  async function openBill(id: string) {
    try {
      await showBill(id);
    } catch (err) {
      setNotices([`Refused: ${errorText(err)}`]);
    }
  }

  const running = detail ? runningBalances(detail.folio) : [];

  return (
    <main className="page">
      <h1>Folio corrections</h1>
      <p className="bizdate">Audit date: {auditDate || "…"}</p>
      <form
        className="form top"
        onSubmit={(e) => {
          e.preventDefault();
          void find();
        }}
      >
        <label>
          Guest or reservation
          <input value={query} onChange={(e) => setQuery(e.target.value)} />
        </label>
        <button type="submit">Find</button>
        <button type="button" className="plain" onClick={() => void reloadAll()}>
          Reload
        </button>
      </form>
      {notices.length > 0 && (
        <div className="notices" role="status">
          {notices.map((n, i) => (
            <p key={i}>{n}</p>
          ))}
        </div>
      )}

      {matches && (
        <section className="card" aria-labelledby="matches-title">
          <h2 id="matches-title">Matches</h2>
          {matches.rows.length === 0 ? (
            <p className="counts">No guest matches "{matches.query}"</p>
          ) : (
            <>
              <p className="counts">
                {matches.rows.length} {matches.rows.length === 1 ? "match" : "matches"}
              </p>
              <table>
                <thead>
                  <tr>
                    <th>Reservation</th>
                    <th>Guest</th>
                    <th>Status</th>
                    <th>Stay</th>
                    <th>Balance</th>
                    <th>Bill</th>
                  </tr>
                </thead>
                <tbody>
                  {matches.rows.map((r) => (
                    <tr key={r.id}>
                      <td>{r.id}</td>
                      <td>{r.guest_name}</td>
                      <td>{statusLabel(r.status)}</td>
                      <td>
                        {r.arrival} to {r.departure}
                      </td>
                      <td className="num">{money(r.balance)}</td>
                      <td>
                        <button type="button" className="plain" onClick={() => void openBill(r.id)}>
                          Open
                        </button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </>
          )}
        </section>
      )}

      {detail && (
        <section className="card" aria-labelledby="folio-title">
          <h2 id="folio-title">Folio</h2>
          <p className="counts">
            {detail.id} · {detail.guest_name} · {statusLabel(detail.status)} ·{" "}
            {detail.room ? `room ${detail.room}` : "no room"}
          </p>
          <table>
            <thead>
              <tr>
                <th>Line</th>
                <th>Description</th>
                <th>Type</th>
                <th>Amount</th>
                <th>Running balance</th>
              </tr>
            </thead>
            <tbody>
              {detail.folio.map((l, i) => (
                <tr key={l.id}>
                  <td>{l.id}</td>
                  <td>{l.description}</td>
                  <td>{lineType(l)}</td>
                  <td className="num">{money(signedCents(l) / 100)}</td>
                  <td className="num">{money(running[i])}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="counts">Balance: {money(detail.balance)}</p>
        </section>
      )}
    </main>
  );
}
