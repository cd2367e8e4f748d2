import type { FormEvent, ReactNode } from "react";
import { daysBetween, nightsLabel } from "./dates";
import type { Property } from "./api";
import type { ShownAvailability } from "./types";

interface Props {
  property: Property | null;
  roomType: string;
  arrival: string;
  departure: string;
  onRoomType: (value: string) => void;
  onArrival: (value: string) => void;
  onDeparture: (value: string) => void;
  onCheck: () => void;
  checking: boolean;
  problem: string;
  shown: ShownAvailability | null;
  /** Shown under "Bookable" while every night has a room. */
  booking: ReactNode;
  /** The outcome of the last booking, shown whatever the availability says now. */
  outcome: ReactNode;
}

export default function Availability(props: Props) {
  const { property, shown } = props;

  function submit(event: FormEvent) {
    event.preventDefault();
    props.onCheck();
  }

  const soldOutNight = shown?.rows.find((row) => row.available < 1)?.night ?? null;

  return (
    <section className="card" aria-labelledby="availability-heading">
      <h2 id="availability-heading">Availability</h2>
      <form className="avail-form" noValidate onSubmit={submit}>
        <label>
          Room type
          <select value={props.roomType} onChange={(e) => props.onRoomType(e.target.value)}>
            {(property?.room_types ?? []).map((t) => (
              <option key={t.code} value={t.code}>
                {t.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          Arrival
          <input type="text" value={props.arrival} placeholder="2026-05-20" onChange={(e) => props.onArrival(e.target.value)} />
        </label>
        <label>
          Departure
          <input type="text" value={props.departure} placeholder="2026-05-22" onChange={(e) => props.onDeparture(e.target.value)} />
        </label>
        <button type="submit" disabled={props.checking || property === null}>
          Check
        </button>
      </form>

      {props.problem && (
        <p role="alert" className="alert">
          {props.problem}
        </p>
      )}

      {shown && (
        <div className="avail-result">
          <p className="stay-line">
            {shown.name}, {shown.arrival} to {shown.departure} ({nightsLabel(daysBetween(shown.arrival, shown.departure))})
          </p>
          <table className="narrow">
            <thead>
              <tr>
                <th scope="col">Night</th>
                <th scope="col">Available</th>
              </tr>
            </thead>
            <tbody>
              {shown.rows.map((row) => (
                <tr key={row.night}>
                  <td>{row.night}</td>
                  <td className="num">{row.available}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className={soldOutNight ? "verdict bad" : "verdict good"}>
            {soldOutNight ? `Sold out on ${soldOutNight}` : "Bookable"}
          </p>
          {!soldOutNight && props.booking}
        </div>
      )}

      {props.outcome}
    </section>
  );
}
