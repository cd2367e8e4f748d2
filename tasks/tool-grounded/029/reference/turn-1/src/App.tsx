import { useEffect, useState } from "react";
import { callTool } from "./bridge";
import "./styles.css";

type Status = "booked" | "in_house" | "checked_out" | "cancelled" | "no_show";
type Reservation = {
  id: string;
  guest_name: string;
  guests: number;
  room_type: string;
  rate_plan: string;
  arrival: string;
  departure: string;
  nights: number;
  nightly_rate: number;
  status: Status;
  room: string | null;
  balance: number;
};
type Property = {
  business_date: string;
  charge_limit: number;
  room_types: { code: string; name: string }[];
};

function errorText(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

function idNumber(id: string): number {
  const m = /(\d+)$/.exec(id);
  return m ? Number(m[1]) : 0;
}

export default function App() {
  const [businessDate, setBusinessDate] = useState("");
  const [typeNames, setTypeNames] = useState<Record<string, string>>({});
  const [reservations, setReservations] = useState<Reservation[] | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);

  async function loadProperty() {
    const info = await callTool<Property>("get_property_info", {});
    setBusinessDate(info.business_date);
    const names: Record<string, string> = {};
    for (const t of info.room_types) names[t.code] = t.name;
    setTypeNames(names);
    return info.business_date;
  }

  async function loadReservations() {
    const data = await callTool<{ business_date: string; reservations: Reservation[] }>("list_reservations", {});
    setReservations(data.reservations);
    setBusinessDate(data.business_date);
  }

  async function loadAll() {
    try {
      await loadProperty();
      await loadReservations();
      setLoadError(null);
    } catch (err) {
      setLoadError(`Could not read the system: ${errorText(err)}`);
    }
  }

  useEffect(() => {
    void loadAll();
  }, []);

  async function refreshArrivals() {
    try {
      await loadReservations();
    } catch (err) {
      setLoadError(`Could not read the arrivals: ${errorText(err)}`);
    }
  }

  async function checkIn(id: string) {
    setMessage(null);
    try {
      const fresh = await callTool<{ evidence_token: string }>("get_reservation", { reservation_id: id });
      const out = await callTool<{ reservation: Reservation }>("check_in", {
        reservation_id: id,
        evidence_token: fresh.evidence_token,
      });
      setMessage(`${out.reservation.id} checked in to room ${out.reservation.room}`);
    } catch (err) {
      setMessage(`Refused: ${errorText(err)}`);
    }
    await refreshArrivals();
  }

  const arrivals = (reservations ?? [])
    .filter((r) => r.arrival === businessDate && (r.status === "booked" || r.status === "in_house"))
    .sort((a, b) => idNumber(a.id) - idNumber(b.id) || a.id.localeCompare(b.id));
  const checkedIn = arrivals.filter((r) => r.status === "in_house").length;

  return (
    <main className="desk">
      <h1>Front desk</h1>
      <p className="date">Business date: {businessDate || "…"}</p>
      <div className="toolbar">
        <button type="button" className="secondary" onClick={() => void loadAll()}>
          Reload
        </button>
      </div>
      {message && (
        <p className="message" role="status">
          {message}
        </p>
      )}
      {loadError && <p className="error">{loadError}</p>}

      <section className="panel" aria-labelledby="arrivals-heading">
        <h2 id="arrivals-heading">Arrivals today</h2>
        {reservations === null ? (
          <p>Loading arrivals…</p>
        ) : (
          <>
            <p className="counts">
              {arrivals.length} {arrivals.length === 1 ? "arrival" : "arrivals"} · {checkedIn} checked in
            </p>
            <table>
              <thead>
                <tr>
                  <th>Reservation</th>
                  <th>Guest</th>
                  <th>Room type</th>
                  <th className="num">Nights</th>
                  <th>Room</th>
                  <th>Status</th>
                  <th>Action</th>
                </tr>
              </thead>
              <tbody>
                {arrivals.map((r) => (
                  <tr key={r.id}>
                    <td>{r.id}</td>
                    <td>{r.guest_name}</td>
                    <td>{typeNames[r.room_type] ?? r.room_type}</td>
                    <td className="num">{r.nights}</td>
                    <td>{r.room ?? "None"}</td>
                    <td>{r.status === "booked" ? "Expected" : "Checked in"}</td>
                    <td>
                      {r.status === "booked" && (
                        <button type="button" onClick={() => void checkIn(r.id)}>
                          Check in
                        </button>
                      )}
                    </td>
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
