import { useState } from "react";
import "./styles.css";
import {
  MAX_SEATS,
  ROWS,
  SEATS_PER_ROW,
  SOLD_SEATS,
  TOTAL_SEATS,
  bookingFeeCents,
  firstStrandedSeat,
  formatUsd,
  inSeatOrder,
  priceCents,
  seatName,
} from "./seats";

const SEAT_NUMBERS = Array.from({ length: SEATS_PER_ROW }, (_, i) => i + 1);

export default function App() {
  const [picked, setPicked] = useState<string[]>([]);
  const [soldSeats, setSoldSeats] = useState<string[]>([...SOLD_SEATS]);
  const [message, setMessage] = useState<string | null>(null);

  const sold = new Set(soldSeats);

  function pressSeat(seat: string) {
    if (sold.has(seat)) return;
    if (picked.includes(seat)) {
      setPicked(picked.filter((s) => s !== seat));
      setMessage(null);
      return;
    }
    if (picked.length >= MAX_SEATS) {
      setMessage(`An order can hold at most ${MAX_SEATS} seats`);
      return;
    }
    setPicked([...picked, seat]);
    setMessage(null);
  }

  const lines = inSeatOrder(picked);
  const subtotal = lines.reduce((sum, seat) => sum + priceCents(seat), 0);
  const fee = bookingFeeCents(subtotal);
  const total = subtotal + fee;

  function bookSeats() {
    if (picked.length === 0) return;
    const taken = new Set([...soldSeats, ...picked]);
    const stranded = firstStrandedSeat(taken);
    if (stranded) {
      setMessage(`Seat ${stranded} would be left on its own`);
      return;
    }
    setSoldSeats([...soldSeats, ...picked]);
    setPicked([]);
    setMessage(`Booked ${lines.join(", ")} for ${formatUsd(total)}`);
  }

  return (
    <main className="page">
      <h1>Box office</h1>
      <p className="show">The Salt Keeper, tonight at 7:30 pm</p>
      <p className="sold-count">
        Seats sold: {soldSeats.length} of {TOTAL_SEATS}
      </p>
      <div className="layout">
        <section className="map" aria-labelledby="map-heading">
          <h2 id="map-heading">Seat map</h2>
          <div className="stage">Stage</div>
          {ROWS.map((row) => (
            <div className="seat-row" key={row}>
              <span className="row-label" aria-hidden="true">
                {row}
              </span>
              {SEAT_NUMBERS.map((num) => {
                const seat = seatName(row, num);
                const isSold = sold.has(seat);
                const isPicked = picked.includes(seat);
                return (
                  <button
                    type="button"
                    key={seat}
                    className={`seat${isSold ? " sold" : ""}${isPicked ? " picked" : ""}`}
                    disabled={isSold}
                    aria-pressed={isSold ? undefined : isPicked}
                    onClick={() => pressSeat(seat)}
                  >
                    {seat}
                  </button>
                );
              })}
            </div>
          ))}
          <p className="key">
            Rows A and B {formatUsd(3400)} · Rows C and D {formatUsd(2750)} · Row E {formatUsd(1900)} · grey seats are sold
          </p>
        </section>

        <section className="order" aria-labelledby="order-heading">
          <h2 id="order-heading">Your order</h2>
          {message && (
            <p className="message" role="status">
              {message}
            </p>
          )}
          {lines.length === 0 ? (
            <p className="empty">No seats picked</p>
          ) : (
            <ul className="lines">
              {lines.map((seat) => (
                <li key={seat}>
                  <span className="line-seat">{seat}</span> <span className="line-price">{formatUsd(priceCents(seat))}</span>
                </li>
              ))}
            </ul>
          )}
          <div className="totals">
            <p>Seats: {lines.length}</p>
            <p>Subtotal: {formatUsd(subtotal)}</p>
            <p>Booking fee: {formatUsd(fee)}</p>
            <p className="total">Total: {formatUsd(total)}</p>
          </div>
          <div className="actions">
            <button type="button" onClick={bookSeats} disabled={picked.length === 0}>
              Book seats
            </button>
          </div>
        </section>
      </div>
    </main>
  );
}
