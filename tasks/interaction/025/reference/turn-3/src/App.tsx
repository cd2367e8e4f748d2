import { useState } from "react";
import "./styles.css";
import {
  DISTANCES, DistanceKey, Unit, formatClock, formatPace, hundredths, parseCustomKm, parseGoal, parseWhole,
  roundHalfUp, splits, toUnit,
} from "./pace";

const GOAL_MESSAGE = "Enter the goal time as h:mm:ss";
const CUSTOM_MESSAGE = "Enter a custom distance from 1 to 100 km";
const FASTER_MESSAGE = "Enter whole seconds from 0 to 600, less than the goal time";

type Plan = "even" | "negative";

export default function App() {
  const [distanceKey, setDistanceKey] = useState<DistanceKey>("10");
  const [customKm, setCustomKm] = useState("");
  const [goalText, setGoalText] = useState("0:50:00");
  const [unit, setUnit] = useState<Unit>("km");
  const [plan, setPlan] = useState<Plan>("even");
  const [fasterText, setFasterText] = useState("60");

  const isCustom = distanceKey === "custom";
  const negative = plan === "negative";
  const goal = parseGoal(goalText, false);
  const km = isCustom ? parseCustomKm(customKm) : DISTANCES.find((d) => d.key === distanceKey)!.km;
  let faster = negative ? parseWhole(fasterText, 0, 600) : 0;
  if (negative && faster !== null && goal !== null && faster >= goal) faster = null;

  const messages: string[] = [];
  if (goal === null) messages.push(GOAL_MESSAGE);
  if (isCustom && km === null) messages.push(CUSTOM_MESSAGE);
  if (negative && faster === null) messages.push(FASTER_MESSAGE);
  const ready = goal !== null && km !== null && faster !== null && messages.length === 0;

  const unitShort = unit === "km" ? "km" : "mi";
  const distance = ready ? toUnit(km!, unit) : 0;
  const rows = ready ? splits(distance, goal!, faster!, null) : [];

  return (
    <main>
      <h1>Race pace planner</h1>

      <section aria-labelledby="race-h">
        <h2 id="race-h">Race</h2>
        <div className="row">
          <label>
            Distance
            <select value={distanceKey} onChange={(e) => setDistanceKey(e.target.value as DistanceKey)}>
              {DISTANCES.map((d) => (
                <option key={d.key} value={d.key}>{d.label}</option>
              ))}
            </select>
          </label>
          {isCustom && (
            <label>
              Custom distance (km)
              <input type="number" step="any" value={customKm} onChange={(e) => setCustomKm(e.target.value)} />
            </label>
          )}
          <label>
            Goal time
            <input type="text" value={goalText} onChange={(e) => setGoalText(e.target.value)} />
          </label>
        </div>
        <div className="row">
          <div>
            <div className="group-label" id="units-l">Units</div>
            <div className="toggle" role="group" aria-labelledby="units-l">
              <button type="button" aria-pressed={unit === "km"} onClick={() => setUnit("km")}>Kilometres</button>
              <button type="button" aria-pressed={unit === "mi"} onClick={() => setUnit("mi")}>Miles</button>
            </div>
          </div>
          <div>
            <div className="group-label" id="plan-l">Plan</div>
            <div className="toggle" role="group" aria-labelledby="plan-l">
              <button type="button" aria-pressed={plan === "even"} onClick={() => setPlan("even")}>Even</button>
              <button type="button" aria-pressed={plan === "negative"} onClick={() => setPlan("negative")}>Negative split</button>
            </div>
          </div>
          {negative && (
            <label>
              Second half faster by (s)
              <input type="number" step="1" value={fasterText} onChange={(e) => setFasterText(e.target.value)} />
            </label>
          )}
        </div>
        {messages.length > 0 && (
          <ul className="messages" role="status">
            {messages.map((m) => <li key={m}>{m}</li>)}
          </ul>
        )}
      </section>

      <section aria-labelledby="pace-h">
        <h2 id="pace-h">Pace</h2>
        {ready ? (
          <>
            <p className="figure">Distance: {hundredths(distance)} {unitShort}</p>
            <p className="figure">Pace: {formatPace(goal! / distance)} /{unitShort}</p>
            {negative && (
              <>
                <p className="figure">Halfway: {formatClock(roundHalfUp((goal! + faster!) / 2))}</p>
                <p className="figure">First half: {formatPace((goal! + faster!) / distance)} /{unitShort}</p>
                <p className="figure">Second half: {formatPace((goal! - faster!) / distance)} /{unitShort}</p>
              </>
            )}
          </>
        ) : (
          <p className="hint">Fix the race details above to see the pace.</p>
        )}
      </section>

      <section aria-labelledby="splits-h">
        <h2 id="splits-h">Splits</h2>
        {ready ? (
          <table>
            <thead>
              <tr>
                <th scope="col">{unit === "km" ? "Km" : "Mile"}</th>
                <th scope="col">Time</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.label}>
                  <td>{r.label}</td>
                  <td>{formatClock(r.seconds)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p className="hint">Fix the race details above to see the splits.</p>
        )}
      </section>
    </main>
  );
}
