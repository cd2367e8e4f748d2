import { useState } from "react";
import "./styles.css";
import { CARS, Car, Trip, costTrip, money } from "./pricing";

const START: Trip = { car: "Compact", hours: "3", miles: "40" };

export default function App() {
  const [trip, setTrip] = useState<Trip>(START);
  const costing = costTrip(trip);

  function change(patch: Partial<Trip>) {
    setTrip((current) => ({ ...current, ...patch }));
  }

  return (
    <main>
      <h1>Trip cost</h1>
      <section aria-labelledby="trip-heading">
        <h2 id="trip-heading">Trip</h2>
        <div className="row">
          <label>
            Car
            <select value={trip.car} onChange={(e) => change({ car: e.target.value as Car })}>
              {CARS.map((c) => (
                <option key={c} value={c}>{c}</option>
              ))}
            </select>
          </label>
          <label>
            Hours
            <input type="number" min="1" max="168" step="1" value={trip.hours} onChange={(e) => change({ hours: e.target.value })} />
          </label>
          <label>
            Miles
            <input type="number" min="0" max="2000" step="1" value={trip.miles} onChange={(e) => change({ miles: e.target.value })} />
          </label>
        </div>
      </section>

      <section aria-labelledby="cost-heading">
        <h2 id="cost-heading">Cost</h2>
        {costing.ok ? (
          <ul className="lines">
            {costing.lines.map((line) => (
              <li key={line.label}>
                {line.label}: {money(line.cents)}
              </li>
            ))}
            <li className="total">Total: {money(costing.totalCents)}</li>
          </ul>
        ) : (
          costing.messages.map((m) => (
            <p key={m} className="problem" role="alert">{m}</p>
          ))
        )}
      </section>

    </main>
  );
}
