import { useState } from "react";
import "./styles.css";
import {
  AddOns,
  CLASSES,
  KennelClass,
  MAX_NIGHTS,
  NO_ADD_ONS,
  Stay,
  addOnNames,
  addOnsCents,
  boardingCents,
  firstFullNight,
  formatDay,
  formatMoney,
  nights,
  nightsLabel,
  parseDay,
  sortedStays,
  stayTotalCents,
} from "./kennel";

export default function App() {
  const [pet, setPet] = useState("");
  const [cls, setCls] = useState<KennelClass>("Cat");
  const [checkInText, setCheckInText] = useState("");
  const [checkOutText, setCheckOutText] = useState("");
  const [addOns, setAddOns] = useState<AddOns>(NO_ADD_ONS);
  const [stays, setStays] = useState<Stay[]>([]);
  const [nextId, setNextId] = useState(1);
  const [message, setMessage] = useState("");

  function book() {
    const name = pet.trim();
    if (name === "") return setMessage("Enter a pet name");
    const checkIn = parseDay(checkInText);
    const checkOut = parseDay(checkOutText);
    if (checkIn === null || checkOut === null) return setMessage("Enter dates as YYYY-MM-DD");
    if (checkOut <= checkIn) return setMessage("Check-out must be after check-in");
    if (checkOut - checkIn > MAX_NIGHTS) return setMessage(`A stay can be at most ${MAX_NIGHTS} nights`);
    const full = firstFullNight(stays, cls, checkIn, checkOut);
    if (full !== null) return setMessage(`${cls} kennels are full on the night of ${formatDay(full)}`);
    if (cls === "Cat" && addOns.walk) return setMessage("Daily walks are for dogs only");
    setStays([...stays, { id: nextId, pet: name, cls, checkIn, checkOut, addOns }]);
    setNextId(nextId + 1);
    setPet("");
    setAddOns(NO_ADD_ONS);
    setMessage("");
  }

  function remove(id: number) {
    setStays(stays.filter((s) => s.id !== id));
  }

  const total = stays.reduce((sum, s) => sum + stayTotalCents(s), 0);

  return (
    <main>
      <h1>Kennel booking sheet</h1>
      {message && <p className="banner" role="status">{message}</p>}

      <section aria-labelledby="new-stay-h">
        <h2 id="new-stay-h">New stay</h2>
        <div className="row">
          <label>
            Pet name
            <input type="text" value={pet} onChange={(e) => setPet(e.target.value)} />
          </label>
          <label>
            Class
            <select value={cls} onChange={(e) => setCls(e.target.value as KennelClass)}>
              {CLASSES.map((c) => (
                <option key={c} value={c}>{c}</option>
              ))}
            </select>
          </label>
          <label>
            Check-in
            <input type="text" placeholder="YYYY-MM-DD" value={checkInText} onChange={(e) => setCheckInText(e.target.value)} />
          </label>
          <label>
            Check-out
            <input type="text" placeholder="YYYY-MM-DD" value={checkOutText} onChange={(e) => setCheckOutText(e.target.value)} />
          </label>
        </div>
        <div className="row addons">
          <label className="tick">
            <input type="checkbox" checked={addOns.walk} onChange={(e) => setAddOns({ ...addOns, walk: e.target.checked })} />
            Daily walk
          </label>
          <label className="tick">
            <input
              type="checkbox"
              checked={addOns.medication}
              onChange={(e) => setAddOns({ ...addOns, medication: e.target.checked })}
            />
            Medication
          </label>
          <label className="tick">
            <input type="checkbox" checked={addOns.bath} onChange={(e) => setAddOns({ ...addOns, bath: e.target.checked })} />
            Departure bath
          </label>
          <button type="button" onClick={book}>Book</button>
        </div>
      </section>

      <section aria-labelledby="stays-h">
        <h2 id="stays-h">Stays</h2>
        {stays.length === 0 ? (
          <p className="empty">No stays booked</p>
        ) : (
          <ul>
            {sortedStays(stays).map((s) => (
              <li key={s.id} className="stay">
                <span className="pet">{s.pet}</span>
                <span>{s.cls}</span>
                <span>{formatDay(s.checkIn)} to {formatDay(s.checkOut)}</span>
                <span>{nightsLabel(nights(s))}</span>
                <span>Add-ons: {addOnNames(s.addOns)}</span>
                <div className="money">
                  <span>Boarding: {formatMoney(boardingCents(s))}</span>
                  <span>Add-ons cost: {formatMoney(addOnsCents(s))}</span>
                  <span>Stay total: {formatMoney(stayTotalCents(s))}</span>
                </div>
                <button type="button" onClick={() => remove(s.id)}>Remove</button>
              </li>
            ))}
          </ul>
        )}
        <p className="total">Total booked: {formatMoney(total)}</p>
      </section>
    </main>
  );
}
