import { useState } from "react";
import "./styles.css";
import {
  AddOns,
  CLASSES,
  Cancellation,
  KennelClass,
  MAX_NIGHTS,
  NO_ADD_ONS,
  Stay,
  addOnNames,
  addOnsCents,
  boardingCents,
  cancellationLine,
  depositCents,
  discountCents,
  firstFullNight,
  formatDay,
  formatMoney,
  nights,
  nightsLabel,
  ownerCounts,
  parseDay,
  peakCents,
  peakLabel,
  peakNights,
  refundCents,
  sortedStays,
  stayTotalCents,
} from "./kennel";

export default function App() {
  const [todayText, setTodayText] = useState("2026-06-01");
  const [pet, setPet] = useState("");
  const [owner, setOwner] = useState("");
  const [cls, setCls] = useState<KennelClass>("Cat");
  const [checkInText, setCheckInText] = useState("");
  const [checkOutText, setCheckOutText] = useState("");
  const [addOns, setAddOns] = useState<AddOns>(NO_ADD_ONS);
  const [stays, setStays] = useState<Stay[]>([]);
  const [nextId, setNextId] = useState(1);
  const [message, setMessage] = useState("");
  const [cancellations, setCancellations] = useState<Cancellation[]>([]);

  const today = parseDay(todayText);
  const counts = ownerCounts(stays);

  function book() {
    const name = pet.trim();
    if (name === "") return setMessage("Enter a pet name");
    const checkIn = parseDay(checkInText);
    const checkOut = parseDay(checkOutText);
    if (checkIn === null || checkOut === null) return setMessage("Enter dates as YYYY-MM-DD");
    if (today === null) return setMessage("Enter Today as YYYY-MM-DD");
    if (checkIn < today) return setMessage(`Check-in cannot be before ${formatDay(today)}`);
    if (checkOut <= checkIn) return setMessage("Check-out must be after check-in");
    if (checkOut - checkIn > MAX_NIGHTS) return setMessage(`A stay can be at most ${MAX_NIGHTS} nights`);
    const full = firstFullNight(stays, cls, checkIn, checkOut);
    if (full !== null) return setMessage(`${cls} kennels are full on the night of ${formatDay(full)}`);
    if (cls === "Cat" && addOns.walk) return setMessage("Daily walks are for dogs only");
    setStays([...stays, { id: nextId, pet: name, cls, checkIn, checkOut, addOns, owner: owner.trim() }]);
    setNextId(nextId + 1);
    setPet("");
    setOwner("");
    setAddOns(NO_ADD_ONS);
    setMessage("");
  }

  function remove(id: number) {
    setStays(stays.filter((s) => s.id !== id));
  }

  function cancel(s: Stay) {
    if (today === null) return setMessage("Enter Today as YYYY-MM-DD");
    if (s.checkIn <= today) return setMessage(`${s.pet} has already checked in`);
    const deposit = depositCents(s, counts);
    const refund = refundCents(deposit, s.checkIn - today);
    setStays(stays.filter((x) => x.id !== s.id));
    setCancellations([...cancellations, { id: s.id, pet: s.pet, owner: s.owner, refund, deposit }]);
    setMessage("");
  }

  const total = stays.reduce((sum, s) => sum + stayTotalCents(s, counts), 0);
  const deposits = stays.reduce((sum, s) => sum + depositCents(s, counts), 0);
  const refunds = cancellations.reduce((sum, c) => sum + c.refund, 0);
  const kept = cancellations.reduce((sum, c) => sum + c.deposit - c.refund, 0);

  return (
    <main>
      <h1>Kennel booking sheet</h1>
      <div className="today">
        <label>
          Today
          <input type="text" placeholder="YYYY-MM-DD" value={todayText} onChange={(e) => setTodayText(e.target.value)} />
        </label>
        {today === null && <p className="note">Type Today as YYYY-MM-DD</p>}
      </div>
      {message && <p className="banner" role="status">{message}</p>}

      <section aria-labelledby="new-stay-h">
        <h2 id="new-stay-h">New stay</h2>
        <div className="row">
          <label>
            Pet name
            <input type="text" value={pet} onChange={(e) => setPet(e.target.value)} />
          </label>
          <label>
            Owner
            <input type="text" value={owner} onChange={(e) => setOwner(e.target.value)} />
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
                {s.owner !== "" && <span>Owner: {s.owner}</span>}
                <span>{formatDay(s.checkIn)} to {formatDay(s.checkOut)}</span>
                <span>{nightsLabel(nights(s))}</span>
                <span>Add-ons: {addOnNames(s.addOns)}</span>
                <div className="money">
                  <span>Boarding: {formatMoney(boardingCents(s))}</span>
                  {peakNights(s) > 0 && (
                    <span>
                      Peak surcharge: {formatMoney(peakCents(s))} ({peakLabel(peakNights(s))})
                    </span>
                  )}
                  <span>Add-ons cost: {formatMoney(addOnsCents(s))}</span>
                  {discountCents(s, counts) > 0 && <span>Multi-pet discount: {formatMoney(discountCents(s, counts))}</span>}
                  <span>Stay total: {formatMoney(stayTotalCents(s, counts))}</span>
                  <span>Deposit: {formatMoney(depositCents(s, counts))}</span>
                </div>
                <button type="button" onClick={() => remove(s.id)}>Remove</button>
                <button type="button" onClick={() => cancel(s)}>Cancel stay</button>
              </li>
            ))}
          </ul>
        )}
        <p className="total">Total booked: {formatMoney(total)}</p>
        <p className="total">Deposits due: {formatMoney(deposits)}</p>
      </section>

      <section aria-labelledby="cancellations-h">
        <h2 id="cancellations-h">Cancellations</h2>
        {cancellations.length === 0 ? (
          <p className="empty">No cancellations</p>
        ) : (
          <ul>
            {cancellations.map((c) => (
              <li key={c.id} className="line">{cancellationLine(c)}</li>
            ))}
          </ul>
        )}
        <p className="total">Refunds total: {formatMoney(refunds)}</p>
        <p className="total">Deposits kept: {formatMoney(kept)}</p>
      </section>
    </main>
  );
}
