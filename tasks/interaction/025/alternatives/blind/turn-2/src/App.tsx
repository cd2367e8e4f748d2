import { useState } from "react";
import "./styles.css";
import {
  DISTANCE_CHOICES,
  FIXED_KM,
  evenSplits,
  formatClock,
  formatDistance,
  formatPace,
  parseCustomKm,
  parseGoalTime,
  toUnit,
  type DistanceChoice,
  type Unit,
} from "./pace";

const GOAL_MESSAGE = "Enter the goal time as h:mm:ss";
const CUSTOM_MESSAGE = "Enter a custom distance from 1 to 100 km";

export default function App() {
  const [choice, setChoice] = useState<DistanceChoice>("10 km");
  const [customKm, setCustomKm] = useState("");
  const [goalText, setGoalText] = useState("0:50:00");
  const [unit, setUnit] = useState<Unit>("km");

  const goalSeconds = parseGoalTime(goalText);
  const isCustom = choice === "Custom";
  const distanceKm = isCustom ? parseCustomKm(customKm) : FIXED_KM[choice];

  const messages: string[] = [];
  if (goalSeconds === null) messages.push(GOAL_MESSAGE);
  if (isCustom && distanceKm === null) messages.push(CUSTOM_MESSAGE);
  const ready = goalSeconds !== null && distanceKm !== null;

  const distanceInUnit = distanceKm === null ? null : toUnit(distanceKm, unit);
  const splits = ready && distanceInUnit !== null ? evenSplits(goalSeconds, distanceInUnit) : [];

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
        </div>
        {messages.length > 0 && (
          <div className="messages" role="status">
            {messages.map((m) => (
              <p key={m} className="error">
                {m}
              </p>
            ))}
          </div>
        )}
      </section>

      <section className="panel" aria-labelledby="pace-heading">
        <h2 id="pace-heading">Pace</h2>
        {distanceInUnit !== null && (
          <p className="figure">
            Distance: {formatDistance(distanceInUnit)} {unit}
          </p>
        )}
        {ready && distanceInUnit !== null && (
          <p className="figure">
            Pace: {formatPace(goalSeconds / distanceInUnit)} /{unit}
          </p>
        )}
      </section>

      <section className="panel" aria-labelledby="splits-heading">
        <h2 id="splits-heading">Splits</h2>
        {ready && (
          <table>
            <thead>
              <tr>
                <th scope="col">{unit === "km" ? "Km" : "Mile"}</th>
                <th scope="col">Time</th>
              </tr>
            </thead>
            <tbody>
              {splits.map((row) => (
                <tr key={row.label}>
                  <td>{row.label}</td>
                  <td>{formatClock(row.seconds)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </main>
  );
}
