import { useState } from "react";
import "./styles.css";
import { CARS, PLANS, Car, Plan, Trip, comparePlans, costTrip, money } from "./pricing";

const START: Trip = { car: "Compact", hours: "3", miles: "40", plan: "Pay as you go" };

type Saved = {
  id: number;
  name: string;
  car: Car;
  hours: string;
  miles: string;
  plan: Plan;
  totalCents: number;
};

export default function App() {
  const [trip, setTrip] = useState<Trip>(START);
  const [tripName, setTripName] = useState("");
  const [saveErrors, setSaveErrors] = useState<string[]>([]);
  const [saved, setSaved] = useState<Saved[]>([]);
  const [nextId, setNextId] = useState(1);

  const costing = costTrip(trip);
  const comparison = comparePlans(trip);
  const savedTotal = saved.reduce((sum, s) => sum + s.totalCents, 0);

  function change(patch: Partial<Trip>) {
    setTrip((current) => ({ ...current, ...patch }));
  }

  function saveTrip() {
    const errors: string[] = [];
    if (tripName.trim() === "") errors.push("Enter a trip name");
    if (!costing.ok) errors.push("Fix the trip before saving");
    setSaveErrors(errors);
    if (errors.length > 0 || !costing.ok) return;
    const entry: Saved = {
      id: nextId,
      name: tripName.trim(),
      car: trip.car,
      hours: String(costing.hours),
      miles: String(costing.miles),
      plan: trip.plan,
      totalCents: costing.totalCents,
    };
    setNextId(nextId + 1);
    setSaved((list) => [entry, ...list]);
    setTripName("");
  }

  function load(entry: Saved) {
    setTrip({
      car: entry.car,
      hours: entry.hours,
      miles: entry.miles,
      plan: entry.plan,
    });
  }

  function remove(id: number) {
    setSaved((list) => list.filter((s) => s.id !== id));
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
          <label>
            Plan
            <select value={trip.plan} onChange={(e) => change({ plan: e.target.value as Plan })}>
              {PLANS.map((p) => (
                <option key={p} value={p}>{p}</option>
              ))}
            </select>
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

      <section aria-labelledby="compare-heading">
        <h2 id="compare-heading">Compare plans</h2>
        {comparison ? (
          <ul className="compare">
            {comparison.map((row) => (
              <li key={row.plan}>
                <span>
                  {row.plan}: {money(row.totalCents)}
                </span>
                {row.cheapest && <strong className="badge">Cheapest</strong>}
                <button type="button" onClick={() => change({ plan: row.plan })}>
                  Choose
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="problem">Enter a valid trip to compare plans</p>
        )}
      </section>

      <div className="save">
        <label>
          Trip name
          <input type="text" value={tripName} onChange={(e) => setTripName(e.target.value)} />
        </label>
        <button type="button" onClick={saveTrip}>Save trip</button>
        {saveErrors.map((m) => (
          <p key={m} className="problem" role="alert">{m}</p>
        ))}
      </div>

      <section aria-labelledby="saved-heading">
        <h2 id="saved-heading">Saved trips</h2>
        {saved.length === 0 ? (
          <p>No saved trips yet</p>
        ) : (
          <ul className="saved">
            {saved.map((s) => (
              <li key={s.id}>
                <strong>{s.name}</strong>
                <span>{s.car}, {s.hours} h, {s.miles} mi</span>
                <span>{s.plan}</span>
                <span className="amount">{money(s.totalCents)}</span>
                <button type="button" onClick={() => load(s)}>Load</button>
                <button type="button" onClick={() => remove(s.id)}>Remove</button>
              </li>
            ))}
          </ul>
        )}
        <p className="total">Saved total: {money(savedTotal)}</p>
      </section>
    </main>
  );
}
