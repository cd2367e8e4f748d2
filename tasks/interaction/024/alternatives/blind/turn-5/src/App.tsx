import { useState } from "react";
import "./styles.css";
import {
  AddOns,
  CLASSES,
  Cancellation,
  NO_ADD_ONS,
  START_TODAY,
  PetClass,
  Stay,
  addOnNames,
  cancellationLine,
  dayNumber,
  money,
  nightsLabel,
  peakNightsLabel,
  priceSheet,
  refundFor,
  sortedStays,
  tryBooking,
} from "./logic";

type Notice = { text: string; place: "form" | "stays" };

export default function App() {
  const [stays, setStays] = useState<Stay[]>([]);
  const [nextId, setNextId] = useState(1);
  const [pet, setPet] = useState("");
  const [petClass, setPetClass] = useState<PetClass>("Cat");
  const [checkIn, setCheckIn] = useState("");
  const [checkOut, setCheckOut] = useState("");
  const [addOns, setAddOns] = useState<AddOns>(NO_ADD_ONS);
  const [owner, setOwner] = useState("");
  const [today, setToday] = useState(START_TODAY);
  const [cancellations, setCancellations] = useState<Cancellation[]>([]);
  const [notice, setNotice] = useState<Notice | null>(null);

  const todayText = today.trim();
  const todayDay = dayNumber(todayText);

  function book() {
    const result = tryBooking({ pet, petClass, checkIn, checkOut, addOns, owner }, stays, nextId, todayText);
    if (!result.ok) {
      setNotice({ text: result.message, place: "form" });
      return;
    }
    setStays([...stays, result.stay]);
    setNextId(nextId + 1);
    setPet("");
    setOwner("");
    setAddOns(NO_ADD_ONS);
    setNotice(null);
  }

  function remove(id: number) {
    setStays(stays.filter((s) => s.id !== id));
  }

  function cancel(stay: Stay) {
    if (todayDay === null) {
      setNotice({ text: "Enter Today as YYYY-MM-DD", place: "stays" });
      return;
    }
    const daysAhead = stay.inDay - todayDay;
    if (daysAhead <= 0) {
      setNotice({ text: `${stay.pet} has already checked in`, place: "stays" });
      return;
    }
    const deposit = prices.get(stay.id)?.deposit ?? 0;
    const refund = refundFor(deposit, daysAhead);
    setCancellations([...cancellations, { id: stay.id, pet: stay.pet, owner: stay.owner, deposit, refund }]);
    setStays(stays.filter((s) => s.id !== stay.id));
    setNotice(null);
  }

  const listed = sortedStays(stays);
  const prices = priceSheet(stays);
  const totalBooked = stays.reduce((sum, s) => sum + (prices.get(s.id)?.total ?? 0), 0);
  const depositsDue = stays.reduce((sum, s) => sum + (prices.get(s.id)?.deposit ?? 0), 0);
  const refundsTotal = cancellations.reduce((sum, c) => sum + c.refund, 0);
  const depositsKept = cancellations.reduce((sum, c) => sum + c.deposit - c.refund, 0);

  function tick(key: keyof AddOns, on: boolean) {
    setAddOns({ ...addOns, [key]: on });
  }

  return (
    <main className="page">
      <h1>Kennel booking sheet</h1>

      <div className="today-bar">
        <label htmlFor="today">Today</label>
        <input id="today" type="text" placeholder="YYYY-MM-DD" value={today} onChange={(e) => setToday(e.target.value)} />
        {todayDay === null && <span className="today-warning">Enter Today as YYYY-MM-DD</span>}
      </div>

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
            <label htmlFor="owner">Owner</label>
            <input id="owner" type="text" value={owner} onChange={(e) => setOwner(e.target.value)} />
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
        {notice?.place === "form" && (
          <p className="message" role="alert">
            {notice.text}
          </p>
        )}
      </section>

      <section className="panel" aria-labelledby="stays-heading">
        <h2 id="stays-heading">Stays</h2>
        {notice?.place === "stays" && (
          <p className="message stays-message" role="alert">
            {notice.text}
          </p>
        )}
        {listed.length === 0 ? (
          <p className="empty">No stays booked</p>
        ) : (
          <ul className="stays">
            {listed.map((stay) => {
              const price = prices.get(stay.id);
              if (!price) return null;
              return (
              <li key={stay.id} className="stay">
                <div className="stay-head">
                  <h3>{stay.pet}</h3>
                  <span className="class-tag">{stay.petClass}</span>
                </div>
                {stay.owner !== "" && <p>Owner: {stay.owner}</p>}
                <p className="dates">
                  {stay.checkIn} to {stay.checkOut}
                </p>
                <p>{nightsLabel(price.nights)}</p>
                <p>Boarding: {money(price.boarding)}</p>
                {price.peakNights > 0 && (
                  <p>
                    Peak surcharge: {money(price.peakSurcharge)} ({peakNightsLabel(price.peakNights)})
                  </p>
                )}
                <p>Add-ons: {addOnNames(stay.addOns)}</p>
                <p>Add-ons cost: {money(price.addOnsCost)}</p>
                {price.discount > 0 && <p>Multi-pet discount: {money(price.discount)}</p>}
                <p className="stay-total">Stay total: {money(price.total)}</p>
                <p>Deposit: {money(price.deposit)}</p>
                <div className="stay-actions">
                  <button type="button" className="secondary" onClick={() => remove(stay.id)}>
                    Remove
                  </button>
                  <button type="button" onClick={() => cancel(stay)}>
                    Cancel stay
                  </button>
                </div>
              </li>
              );
            })}
          </ul>
        )}
        <p className="total">Total booked: {money(totalBooked)}</p>
        <p className="total">Deposits due: {money(depositsDue)}</p>
      </section>

      <section className="panel" aria-labelledby="cancellations-heading">
        <h2 id="cancellations-heading">Cancellations</h2>
        {cancellations.length === 0 ? (
          <p className="empty">No cancellations</p>
        ) : (
          <ul className="cancellations">
            {cancellations.map((c) => (
              <li key={c.id}>{cancellationLine(c)}</li>
            ))}
          </ul>
        )}
        <p className="total">Refunds total: {money(refundsTotal)}</p>
        <p className="total">Deposits kept: {money(depositsKept)}</p>
      </section>
    </main>
  );
}
