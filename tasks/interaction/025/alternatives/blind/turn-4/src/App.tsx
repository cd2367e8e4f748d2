import { useState } from "react";
import "./styles.css";
import {
  DISTANCE_CHOICES,
  FIXED_KM,
  assignFuel,
  formatClock,
  formatDistance,
  formatPace,
  fuelStops,
  parseCustomKm,
  parseFuelEvery,
  parseGoalTime,
  parseSecondsFaster,
  planSplits,
  roundHalfUp,
  toUnit,
  type DistanceChoice,
  type Unit,
} from "./pace";

const GOAL_MESSAGE = "Enter the goal time as h:mm:ss";
const CUSTOM_MESSAGE = "Enter a custom distance from 1 to 100 km";
const FASTER_MESSAGE = "Enter whole seconds from 0 to 600, less than the goal time";
const FUEL_MESSAGE = "Enter whole minutes from 10 to 90 for fuelling";

type Plan = "even" | "negative";

export default function App() {
  const [choice, setChoice] = useState<DistanceChoice>("10 km");
  const [customKm, setCustomKm] = useState("");
  const [goalText, setGoalText] = useState("0:50:00");
  const [unit, setUnit] = useState<Unit>("km");
  const [plan, setPlan] = useState<Plan>("even");
  const [fasterText, setFasterText] = useState("60");
  const [fuelText, setFuelText] = useState("");

  const goalSeconds = parseGoalTime(goalText);
  const isCustom = choice === "Custom";
  const distanceKm = isCustom ? parseCustomKm(customKm) : FIXED_KM[choice];
  const isNegative = plan === "negative";
  const parsedFaster = parseSecondsFaster(fasterText);
  const fasterOk = parsedFaster !== null && (goalSeconds === null || parsedFaster < goalSeconds);

  const messages: string[] = [];
  if (goalSeconds === null) messages.push(GOAL_MESSAGE);
  if (isCustom && distanceKm === null) messages.push(CUSTOM_MESSAGE);
  if (isNegative && !fasterOk) messages.push(FASTER_MESSAGE);
  const fuelEvery = parseFuelEvery(fuelText);
  const fuelMessage = fuelEvery === "invalid" ? FUEL_MESSAGE : null;

  const figures =
    messages.length === 0 && goalSeconds !== null && distanceKm !== null
      ? (() => {
          const distance = toUnit(distanceKm, unit);
          const faster = isNegative && parsedFaster !== null ? parsedFaster : 0;
          const splits = planSplits(goalSeconds, faster, distance);
          const stops = typeof fuelEvery === "number" ? fuelStops(goalSeconds, fuelEvery) : null;
          return {
            goal: goalSeconds,
            distance,
            faster,
            splits,
            stops,
            fuelCells: stops ? assignFuel(splits, stops) : null,
          };
        })()
      : null;

  return (
    <main className="page">
      <h1>Race pace planner</h1>

      <section className="panel" aria-labelledby="race-heading">
        <h2 id="race-heading">Race</h2>
        <div className="fields">
          <label className="field">
            Distance
            <select value={choice} onChange={(e) => setChoice(e.target.value as DistanceChoice)}>
              {DISTANCE_CHOICES.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </select>
          </label>
          {isCustom && (
            <label className="field">
              Custom distance (km)
              <input
                type="number"
                min={1}
                max={100}
                step={0.01}
                value={customKm}
                onChange={(e) => setCustomKm(e.target.value)}
              />
            </label>
          )}
          <label className="field">
            Goal time
            <input type="text" value={goalText} onChange={(e) => setGoalText(e.target.value)} />
          </label>
          <div className="toggle" role="group" aria-labelledby="unit-label">
            <span id="unit-label">Unit</span>
            <div className="toggle-buttons">
              <button type="button" aria-pressed={unit === "km"} onClick={() => setUnit("km")}>
                Kilometres
              </button>
              <button type="button" aria-pressed={unit === "mi"} onClick={() => setUnit("mi")}>
                Miles
              </button>
            </div>
          </div>
          <div className="toggle" role="group" aria-labelledby="plan-label">
            <span id="plan-label">Plan</span>
            <div className="toggle-buttons">
              <button type="button" aria-pressed={plan === "even"} onClick={() => setPlan("even")}>
                Even
              </button>
              <button type="button" aria-pressed={plan === "negative"} onClick={() => setPlan("negative")}>
                Negative split
              </button>
            </div>
          </div>
          {isNegative && (
            <label className="field">
              Second half faster by (s)
              <input
                type="number"
                min={0}
                max={600}
                step={1}
                value={fasterText}
                onChange={(e) => setFasterText(e.target.value)}
              />
            </label>
          )}
          <label className="field">
            Fuel every (min)
            <input
              type="number"
              min={10}
              max={90}
              step={1}
              value={fuelText}
              onChange={(e) => setFuelText(e.target.value)}
            />
          </label>
        </div>
        {(messages.length > 0 || fuelMessage) && (
          <div className="messages" role="status">
            {[...messages, ...(fuelMessage ? [fuelMessage] : [])].map((m) => (
              <p key={m} className="error">
                {m}
              </p>
            ))}
          </div>
        )}
      </section>

      <section className="panel" aria-labelledby="pace-heading">
        <h2 id="pace-heading">Pace</h2>
        {figures && (
          <>
            <p className="figure">
              Distance: {formatDistance(figures.distance)} {unit}
            </p>
            <p className="figure">
              Pace: {formatPace(figures.goal / figures.distance)} /{unit}
            </p>
            {isNegative && (
              <>
                <p className="figure">Halfway: {formatClock(roundHalfUp((figures.goal + figures.faster) / 2))}</p>
                <p className="figure">
                  First half: {formatPace((figures.goal + figures.faster) / figures.distance)} /{unit}
                </p>
                <p className="figure">
                  Second half: {formatPace((figures.goal - figures.faster) / figures.distance)} /{unit}
                </p>
              </>
            )}
          </>
        )}
      </section>

      <section className="panel" aria-labelledby="splits-heading">
        <h2 id="splits-heading">Splits</h2>
        {figures && (
          <table>
            <thead>
              <tr>
                <th scope="col">{unit === "km" ? "Km" : "Mile"}</th>
                <th scope="col">Time</th>
                {figures.fuelCells && <th scope="col">Fuel</th>}
              </tr>
            </thead>
            <tbody>
              {figures.splits.map((row, i) => (
                <tr key={row.label}>
                  <td>{row.label}</td>
                  <td>{formatClock(row.seconds)}</td>
                  {figures.fuelCells && (
                    <td className="fuel-cell">
                      {figures.fuelCells[i].map((stop, k) => (
                        <span key={stop}>
                          {k > 0 ? " " : ""}Fuel at {formatClock(stop)}
                        </span>
                      ))}
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {figures && figures.stops && <p className="figure">Fuel stops: {figures.stops.length}</p>}
      </section>
    </main>
  );
}
