import { useState } from "react";
import "./styles.css";
import {
  CARS,
  PLANS,
  costLines,
  formatUsd,
  parseWhole,
  tripTotal,
  type Car,
  type Plan,
  type TripInput,
} from "./pricing";

export default function App() {
  const [car, setCar] = useState<Car>("Compact");
  const [hoursText, setHoursText] = useState("3");
  const [milesText, setMilesText] = useState("40");
  const [plan, setPlan] = useState<Plan>("Pay as you go");

  const hours = parseWhole(hoursText, 1, 168);
  const miles = parseWhole(milesText, 0, 2000);
  const errors: string[] = [];
  if (hours === null) errors.push("Hours must be a whole number from 1 to 168");
  if (miles === null) errors.push("Miles must be a whole number from 0 to 2000");

  const trip: TripInput | null =
    hours !== null && miles !== null ? { car, hours, miles, plan } : null;
  const lines = trip ? costLines(trip) : [];
  const total = trip ? tripTotal(trip) : 0;

  return (
    <main className="page">
      <h1>Trip cost</h1>

      <section className="panel" aria-labelledby="trip-heading">
        <h2 id="trip-heading">Trip</h2>
        <div className="fields">
          <label className="field">
            <span>Car</span>
            <select value={car} onChange={(e) => setCar(e.target.value as Car)}>
              {CARS.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </select>
          </label>
          <label className="field">
            <span>Hours</span>
            <input type="number" value={hoursText} onChange={(e) => setHoursText(e.target.value)} />
          </label>
          <label className="field">
            <span>Miles</span>
            <input type="number" value={milesText} onChange={(e) => setMilesText(e.target.value)} />
          </label>
          <label className="field">
            <span>Plan</span>
            <select value={plan} onChange={(e) => setPlan(e.target.value as Plan)}>
              {PLANS.map((p) => (
                <option key={p} value={p}>
                  {p}
                </option>
              ))}
            </select>
          </label>
        </div>
      </section>

      <section className="panel" aria-labelledby="cost-heading">
        <h2 id="cost-heading">Cost</h2>
        {errors.length > 0 ? (
          <div className="errors">
            {errors.map((m) => (
              <p key={m} className="error" role="alert">
                {m}
              </p>
            ))}
          </div>
        ) : (
          <ul className="lines">
            {lines.map((line) => (
              <li key={line.label}>
                {line.label}: {formatUsd(line.cents)}
              </li>
            ))}
            <li className="total">Total: {formatUsd(total)}</li>
          </ul>
        )}
      </section>
    </main>
  );
}
