import { useEffect, useRef, useState } from "react";
import "./index.css";
import {
  assignRoom,
  byNumber,
  checkInGuest,
  fetchBooking,
  fetchBookings,
  fetchProperty,
  fetchRooms,
  reasonOf,
  type Booking,
  type BookingDetail,
  type Property,
  type Room,
} from "./lib/desk";
import { suitableRoom } from "./lib/rooms";
import ArrivalsTable from "./parts/ArrivalsTable";
import InHouseTable from "./parts/InHouseTable";
import FolioPanel from "./parts/FolioPanel";

export default function App() {
  const [property, setProperty] = useState<Property | null>(null);
  const [bookings, setBookings] = useState<Booking[] | null>(null);
  const [rooms, setRooms] = useState<Room[] | null>(null);
  const [folio, setFolio] = useState<BookingDetail | null>(null);
  const folioId = useRef<string | null>(null);
  const [arrivalsNote, setArrivalsNote] = useState("");
  const [folioNote, setFolioNote] = useState("");
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

  async function readRooms() {
    try {
      setRooms(await fetchRooms());
    } catch (err) {
      setProblem(`Could not read the rooms: ${reasonOf(err)}`);
    }
  }

  async function readFolio(id: string) {
    try {
      const fresh = await fetchBooking(id);
      if (folioId.current === id) setFolio(fresh.reservation);
    } catch (err) {
      if (folioId.current === id) setFolioNote(`Could not read ${id}: ${reasonOf(err)}`);
    }
  }

  async function reloadAll() {
    setProblem("");
    const open = folioId.current;
    await Promise.all([readProperty(), readBookings(), readRooms(), open ? readFolio(open) : Promise.resolve()]);
  }

  useEffect(() => {
    void reloadAll();
  }, []);

  const businessDate = property?.business_date ?? "";

  const arrivals = (bookings ?? [])
    .filter((b) => b.arrival === businessDate && (b.status === "booked" || b.status === "in_house"))
    .sort((a, b) => byNumber(a.id, b.id));
  const checkedIn = arrivals.filter((b) => b.status === "in_house").length;

  const stays = (bookings ?? [])
    .filter((b) => b.status === "in_house")
    .sort((a, b) => byNumber(a.room ?? "", b.room ?? ""));

  function typeName(code: string): string {
    return property?.room_types.find((t) => t.code === code)?.name ?? code;
  }

  function suitable(guest: Booking): string | null {
    return suitableRoom(guest, rooms ?? [], bookings ?? []);
  }

  async function checkIn(guest: Booking) {
    const room = suitable(guest);
    if (!room) {
      setArrivalsNote(`No suitable room for ${guest.id}`);
      return;
    }
    setArrivalsNote("");
    try {
      if (room !== guest.room) {
        const before = await fetchBooking(guest.id);
        try {
          await assignRoom(guest.id, room, before.evidence_token);
        } catch (err) {
          setArrivalsNote(`Refused: ${reasonOf(err)}`);
          await Promise.all([readBookings(), readRooms()]);
          return;
        }
      }
      const fresh = await fetchBooking(guest.id);
      const done = await checkInGuest(guest.id, fresh.evidence_token);
      setArrivalsNote(`${done.id} checked in to room ${done.room}`);
    } catch (err) {
      setArrivalsNote(`Refused: ${reasonOf(err)}`);
    }
    await Promise.all([readBookings(), readRooms()]);
  }

  async function openFolio(id: string) {
    folioId.current = id;
    setFolioNote("");
    await readFolio(id);
  }

  async function refreshFolio() {
    if (folioId.current) await readFolio(folioId.current);
  }

  async function refreshFolioAndStays() {
    await Promise.all([refreshFolio(), readBookings()]);
  }

  const ready = property !== null && bookings !== null && rooms !== null;

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
            <ArrivalsTable arrivals={arrivals} typeName={typeName} suitable={suitable} onCheckIn={(g) => void checkIn(g)} />
          </>
        ) : (
          <p className="muted">Reading arrivals…</p>
        )}
      </section>

      <section className="box" aria-labelledby="inhouse-heading">
        <h2 id="inhouse-heading">In house</h2>
        {bookings !== null && property !== null ? (
          <InHouseTable stays={stays} onOpen={(id) => void openFolio(id)} />
        ) : (
          <p className="muted">Reading guests…</p>
        )}
      </section>

      {folio && property && (
        <FolioPanel
          key={folio.id}
          stay={folio}
          chargeLimit={property.charge_limit}
          note={folioNote}
          refreshFolio={refreshFolio}
          refreshFolioAndStays={refreshFolioAndStays}
        />
      )}
    </main>
  );
}
