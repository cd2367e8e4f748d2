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

export default function App() {
  const [businessDate, setBusinessDate] = useState("");
  const [guests, setGuests] = useState<Guest[] | null>(null);
  const [notices, setNotices] = useState<string[]>([]);

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

  async function loadAll() {
    try {
      const info = await callTool<{ business_date: string }>("get_property_info", {});
      setBusinessDate(info.business_date);
      await loadGuests();
    } catch (err) {
      setNotices([`Could not read the system: ${errorText(err)}`]);
    }
  }

  useEffect(() => {
    void loadAll();
  }, []);

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
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        )}
      </section>
    </main>
  );
}
