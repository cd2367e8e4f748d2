import { useState } from "react";
import { summarise } from "./pricing";
import {
  COMPANION_OF_SPACE,
  compareSeats,
  firstStrandedSeat,
  formatMoney,
  MAX_SEATS,
  ROWS,
  SEAT_NUMBERS,
  seatId,
  SOLD_AT_START,
  TOTAL_SEATS,
  isWheelchairSpace,
} from "./seats";
import "./styles.css";

export default function App() {
  const [sold, setSold] = useState<Set<string>>(() => new Set(SOLD_AT_START));
  const [picked, setPicked] = useState<string[]>([]);
  const [limitMessage, setLimitMessage] = useState("");
  const [refusal, setRefusal] = useState("");
  const [booked, setBooked] = useState("");

  function pressSeat(id: string) {
    setRefusal("");
    const companion = COMPANION_OF_SPACE[id];
    if (picked.includes(id)) {
      // Unpicking a wheelchair space also unpicks its companion seat.
      setPicked(picked.filter((seat) => seat !== id && seat !== companion));
      setLimitMessage("");
      return;
    }
    const adding = [id];
    if (companion && !sold.has(companion) && !picked.includes(companion)) adding.push(companion);
    if (picked.length + adding.length > MAX_SEATS) {
      setLimitMessage(`An order can hold at most ${MAX_SEATS} seats`);
      return;
    }
    setPicked([...picked, ...adding]);
    setLimitMessage("");
    setBooked("");
  }

  const order = summarise(picked);

  function bookSeats() {
    if (picked.length === 0) return;
    const taken = new Set([...sold, ...picked]);
    const stranded = firstStrandedSeat(taken);
    if (stranded) {
      setRefusal(`Seat ${stranded} would be left on its own`);
      return;
    }
    const seats = [...picked].sort(compareSeats);
    setSold(taken);
    setPicked([]);
    setLimitMessage("");
    setBooked(`Booked ${seats.join(", ")} for ${formatMoney(order.total)}`);
  }

  return (
    <main className="page">
      <h1>Box office</h1>
      <p className="sold-count">
        Seats sold: {sold.size} of {TOTAL_SEATS}
      </p>
      <p className="subtitle">Tonight: The Salt Keeper, Tallow Lane Theatre</p>

      <div className="layout">
        <section className="card" aria-labelledby="map-heading">
          <h2 id="map-heading">Seat map</h2>
          <div className="stage">Stage</div>
          <div className="seat-rows">
            {ROWS.map((row) => (
              <div className="seat-row" key={row}>
                <span className="row-label">Row {row}</span>
                {SEAT_NUMBERS.map((n) => {
                  const id = seatId(row, n);
                  const isSold = sold.has(id);
                  const isPicked = picked.includes(id);
                  return (
                    <button
                      key={id}
                      type="button"
                      className={`seat${isPicked ? " picked" : ""}${isSold ? " sold" : ""}`}
                      disabled={isSold}
                      aria-pressed={isPicked}
                      onClick={() => pressSeat(id)}
                    >
                      {id}
                      {isWheelchairSpace(id) && <span aria-hidden="true"> ♿</span>}
                    </button>
                  );
                })}
              </div>
            ))}
          </div>
          <p className="legend">
            Rows A and B $34.00 · Rows C and D $27.50 · Row E $19.00. ♿ marks a wheelchair space (E3, E8). Sold seats are greyed out.
          </p>
        </section>

        <section className="card order" aria-labelledby="order-heading">
          <h2 id="order-heading">Your order</h2>
          {limitMessage && (
            <p className="message" role="alert">
              {limitMessage}
            </p>
          )}
          {refusal && (
            <p className="message" role="alert">
              {refusal}
            </p>
          )}
          {booked && (
            <p className="message ok" role="status">
              {booked}
            </p>
          )}
          {order.lines.length === 0 ? (
            <p className="empty">No seats picked</p>
          ) : (
            <ul className="order-lines">
              {order.lines.map((line) => (
                <li key={line.id}>
                  {line.companion ? `${line.id} Companion ${formatMoney(line.price)}` : `${line.id} ${formatMoney(line.price)}`}
                </li>
              ))}
            </ul>
          )}
          <div className="totals">
            <p>Seats: {order.seats}</p>
            <p>Subtotal: {formatMoney(order.subtotal)}</p>
            <p>Booking fee: {formatMoney(order.fee)}</p>
            <p className="grand">Total: {formatMoney(order.total)}</p>
          </div>
          <div className="actions">
            <button type="button" className="primary" disabled={picked.length === 0} onClick={bookSeats}>
              Book seats
            </button>
          </div>
        </section>
      </div>
    </main>
  );
}
