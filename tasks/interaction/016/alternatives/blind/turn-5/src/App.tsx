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
import SavedTrips, { type SavedTrip } from "./SavedTrips";

export default function App() {
  const [car, setCar] = useState<Car>("Compact");
  const [hoursText, setHoursText] = useState("3");
  const [milesText, setMilesText] = useState("40");
  const [plan, setPlan] = useState<Plan>("Pay as you go");
  const [secondDriver, setSecondDriver] = useState(false);
  const [tripName, setTripName] = useState("");
  const [saveErrors, setSaveErrors] = useState<string[]>([]);
  const [saved, setSaved] = useState<SavedTrip[]>([]);
  const [nextId, setNextId] = useState(1);

  const hours = parseWhole(hoursText, 1, 168);
  const miles = parseWhole(milesText, 0, 2000);
  const errors: string[] = [];
  if (hours === null) errors.push("Hours must be a whole number from 1 to 168");
  if (miles === null) errors.push("Miles must be a whole number from 0 to 2000");

  const trip: TripInput | null =
    hours !== null && miles !== null ? { car, hours, miles, plan, secondDriver } : null;
  const lines = trip ? costLines(trip) : [];
  const total = trip ? tripTotal(trip) : 0;

  const comparison = trip
    ? PLANS.map((p) => ({ plan: p, total: tripTotal({ ...trip, plan: p }) }))
    : [];
  let cheapestIndex = -1;
  comparison.forEach((row, i) => {
    if (cheapestIndex === -1 || row.total < comparison[cheapestIndex].total) cheapestIndex = i;
  });

  function saveTrip() {
    const problems: string[] = [];
    if (tripName.trim() === "") problems.push("Enter a trip name");
    if (!trip) problems.push("Fix the trip before saving");
    setSaveErrors(problems);
    if (problems.length > 0 || !trip) return;
    const entry: SavedTrip = { id: nextId, name: tripName.trim(), trip, total };
    setSaved((list) => [entry, ...list]);
    setNextId((n) => n + 1);
    setTripName("");
  }

  function loadTrip(entry: SavedTrip) {
    setCar(entry.trip.car);
    setHoursText(String(entry.trip.hours));
    setMilesText(String(entry.trip.miles));
    setPlan(entry.trip.plan);
    setSecondDriver(entry.trip.secondDriver);
  }

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
          <label className="check">
            <input
              type="checkbox"
              checked={secondDriver}
              onChange={(e) => setSecondDriver(e.target.checked)}
            />
            <span>Second driver</span>
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

      <section className="panel" aria-labelledby="compare-heading">
        <h2 id="compare-heading">Compare plans</h2>
        {trip ? (
          <ul className="compare">
            {comparison.map((row, i) => (
              <li key={row.plan} className={row.plan === plan ? "current" : undefined}>
                <span className="compare-text">
                  {row.plan}: {formatUsd(row.total)}
                  {i === cheapestIndex && <> <strong className="badge">Cheapest</strong></>}
                </span>
                <button type="button" onClick={() => setPlan(row.plan)} aria-label={`Choose ${row.plan}`}>
                  Choose
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="muted">Enter a valid trip to compare plans</p>
        )}
      </section>

      <div className="save-row">
        <label className="field grow">
          <span>Trip name</span>
          <input type="text" value={tripName} onChange={(e) => setTripName(e.target.value)} />
        </label>
        <button type="button" className="primary" onClick={saveTrip}>
          Save trip
        </button>
      </div>
      {saveErrors.length > 0 && (
        <div className="errors">
          {saveErrors.map((m) => (
            <p key={m} className="error" role="alert">
              {m}
            </p>
          ))}
        </div>
      )}

      <SavedTrips
        entries={saved}
        onLoad={loadTrip}
        onRemove={(id) => setSaved((list) => list.filter((e) => e.id !== id))}
      />
    </main>
  );
}
