import { useState } from "react";
import "./styles.css";
import {
  AddOns,
  CLASSES,
  NO_ADD_ONS,
  PetClass,
  Stay,
  addOnNames,
  money,
  nightsLabel,
  priceStay,
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
  const [addOns, setAddOns] = useState<AddOns>(NO_ADD_ONS);
  const [message, setMessage] = useState("");

  function book() {
    const result = tryBooking({ pet, petClass, checkIn, checkOut, addOns }, stays, nextId);
    if (!result.ok) {
      setMessage(result.message);
      return;
    }
    setStays([...stays, result.stay]);
    setNextId(nextId + 1);
    setPet("");
    setAddOns(NO_ADD_ONS);
    setMessage("");
  }

  function remove(id: number) {
    setStays(stays.filter((s) => s.id !== id));
  }

  const listed = sortedStays(stays);
  const totalBooked = stays.reduce((sum, s) => sum + priceStay(s).total, 0);

  function tick(key: keyof AddOns, on: boolean) {
    setAddOns({ ...addOns, [key]: on });
  }

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
          <fieldset className="addons">
            <legend>Add-ons</legend>
            <div className="addon">
              <input id="addon-walk" type="checkbox" checked={addOns.walk} onChange={(e) => tick("walk", e.target.checked)} />
              <label htmlFor="addon-walk">Daily walk</label>
              <span className="hint">$5.50 per night</span>
            </div>
            <div className="addon">
              <input
                id="addon-medication"
                type="checkbox"
                checked={addOns.medication}
                onChange={(e) => tick("medication", e.target.checked)}
              />
              <label htmlFor="addon-medication">Medication</label>
              <span className="hint">$3.25 per night</span>
            </div>
            <div className="addon">
              <input id="addon-bath" type="checkbox" checked={addOns.bath} onChange={(e) => tick("bath", e.target.checked)} />
              <label htmlFor="addon-bath">Departure bath</label>
              <span className="hint">$16.00 per stay</span>
            </div>
          </fieldset>
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
            {listed.map((stay) => {
              const price = priceStay(stay);
              return (
              <li key={stay.id} className="stay">
                <div className="stay-head">
                  <h3>{stay.pet}</h3>
                  <span className="class-tag">{stay.petClass}</span>
                </div>
                <p className="dates">
                  {stay.checkIn} to {stay.checkOut}
                </p>
                <p>{nightsLabel(price.nights)}</p>
                <p>Boarding: {money(price.boarding)}</p>
                <p>Add-ons: {addOnNames(stay.addOns)}</p>
                <p>Add-ons cost: {money(price.addOnsCost)}</p>
                <p className="stay-total">Stay total: {money(price.total)}</p>
                <div className="stay-actions">
                  <button type="button" onClick={() => remove(stay.id)}>
                    Remove
                  </button>
                </div>
              </li>
              );
            })}
          </ul>
        )}
        <p className="total">Total booked: {money(totalBooked)}</p>
      </section>
    </main>
  );
}
