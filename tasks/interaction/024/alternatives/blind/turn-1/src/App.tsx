import { useState } from "react";
import "./styles.css";
import {
  CLASSES,
  PetClass,
  Stay,
  boardingOf,
  money,
  nightsLabel,
  nightsOf,
  sortedStays,
  tryBooking,
} from "./logic";

export default function App() {
  const [stays, setStays] = useState<Stay[]>([]);
  const [nextId, setNextId] = useState(1);
  const [pet, setPet] = useState("");
  const [petClass, setPetClass] = useState<PetClass>("Cat");
  const [checkIn, setCheckIn] = useState("");
  const [checkOut, setCheckOut] = useState("");
  const [message, setMessage] = useState("");

  function book() {
    const result = tryBooking({ pet, petClass, checkIn, checkOut }, stays, nextId);
    if (!result.ok) {
      setMessage(result.message);
      return;
    }
    setStays([...stays, result.stay]);
    setNextId(nextId + 1);
    setPet("");
    setMessage("");
  }

  function remove(id: number) {
    setStays(stays.filter((s) => s.id !== id));
  }

  const listed = sortedStays(stays);
  const totalBooked = stays.reduce((sum, s) => sum + boardingOf(s), 0);

  return (
    <main className="page">
      <h1>Kennel booking sheet</h1>

      <section className="panel" aria-labelledby="new-stay-heading">
        <h2 id="new-stay-heading">New stay</h2>
        <form
          className="stay-form"
          onSubmit={(event) => {
            event.preventDefault();
            book();
          }}
        >
          <div className="field">
            <label htmlFor="pet-name">Pet name</label>
            <input id="pet-name" type="text" value={pet} onChange={(e) => setPet(e.target.value)} />
          </div>
          <div className="field">
            <label htmlFor="pet-class">Class</label>
            <select id="pet-class" value={petClass} onChange={(e) => setPetClass(e.target.value as PetClass)}>
              {CLASSES.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="check-in">Check-in</label>
            <input
              id="check-in"
              type="text"
              placeholder="YYYY-MM-DD"
              value={checkIn}
              onChange={(e) => setCheckIn(e.target.value)}
            />
          </div>
          <div className="field">
            <label htmlFor="check-out">Check-out</label>
            <input
              id="check-out"
              type="text"
              placeholder="YYYY-MM-DD"
              value={checkOut}
              onChange={(e) => setCheckOut(e.target.value)}
            />
          </div>
          <div className="actions">
            <button type="submit">Book</button>
          </div>
        </form>
        {message && (
          <p className="message" role="alert">
            {message}
          </p>
        )}
      </section>

      <section className="panel" aria-labelledby="stays-heading">
        <h2 id="stays-heading">Stays</h2>
        {listed.length === 0 ? (
          <p className="empty">No stays booked</p>
        ) : (
          <ul className="stays">
            {listed.map((stay) => (
              <li key={stay.id} className="stay">
                <div className="stay-head">
                  <h3>{stay.pet}</h3>
                  <span className="class-tag">{stay.petClass}</span>
                </div>
                <p className="dates">
                  {stay.checkIn} to {stay.checkOut}
                </p>
                <p>{nightsLabel(nightsOf(stay))}</p>
                <p>Boarding: {money(boardingOf(stay))}</p>
                <div className="stay-actions">
                  <button type="button" onClick={() => remove(stay.id)}>
                    Remove
                  </button>
                </div>
              </li>
            ))}
          </ul>
        )}
        <p className="total">Total booked: {money(totalBooked)}</p>
      </section>
    </main>
  );
}
