import { useEffect, useState } from "react";
import "./index.css";
import {
  byNumber,
  checkInGuest,
  fetchBooking,
  fetchBookings,
  fetchProperty,
  reasonOf,
  type Booking,
  type Property,
} from "./lib/desk";
import ArrivalsTable from "./parts/ArrivalsTable";

export default function App() {
  const [property, setProperty] = useState<Property | null>(null);
  const [bookings, setBookings] = useState<Booking[] | null>(null);
  const [arrivalsNote, setArrivalsNote] = useState("");
  const [problem, setProblem] = useState("");

  async function readProperty() {
    try {
      setProperty(await fetchProperty());
    } catch (err) {
      setProblem(`Could not read the guesthouse settings: ${reasonOf(err)}`);
    }
  }

  async function readBookings() {
    try {
      setBookings(await fetchBookings());
    } catch (err) {
      setProblem(`Could not read the reservations: ${reasonOf(err)}`);
    }
  }

  async function reloadAll() {
    setProblem("");
    await Promise.all([readProperty(), readBookings()]);
  }

  useEffect(() => {
    void reloadAll();
  }, []);

  const businessDate = property?.business_date ?? "";

  const arrivals = (bookings ?? [])
    .filter((b) => b.arrival === businessDate && (b.status === "booked" || b.status === "in_house"))
    .sort((a, b) => byNumber(a.id, b.id));
  const checkedIn = arrivals.filter((b) => b.status === "in_house").length;

  function typeName(code: string): string {
    return property?.room_types.find((t) => t.code === code)?.name ?? code;
  }

  async function checkIn(guest: Booking) {
    setArrivalsNote("");
    try {
      const fresh = await fetchBooking(guest.id);
      const done = await checkInGuest(guest.id, fresh.evidence_token);
      setArrivalsNote(`${done.id} checked in to room ${done.room}`);
    } catch (err) {
      setArrivalsNote(`Refused: ${reasonOf(err)}`);
    }
    await readBookings();
  }

  const ready = property !== null && bookings !== null;

  return (
    <main className="page">
      <header className="top">
        <div>
          <h1>Front desk</h1>
          <p className="date">{property ? `Business date: ${property.business_date}` : "Reading the business date…"}</p>
        </div>
        <button type="button" onClick={() => void reloadAll()}>
          Reload
        </button>
      </header>
      {problem && (
        <p className="trouble" role="alert">
          {problem}
        </p>
      )}

      <section className="box" aria-labelledby="arrivals-heading">
        <h2 id="arrivals-heading">Arrivals today</h2>
        {ready ? (
          <>
            <p className="count">{`${arrivals.length} ${arrivals.length === 1 ? "arrival" : "arrivals"} · ${checkedIn} checked in`}</p>
            {arrivalsNote && (
              <p className="note" role="status">
                {arrivalsNote}
              </p>
            )}
            <ArrivalsTable arrivals={arrivals} typeName={typeName} onCheckIn={(g) => void checkIn(g)} />
          </>
        ) : (
          <p className="muted">Reading arrivals…</p>
        )}
      </section>
    </main>
  );
}
