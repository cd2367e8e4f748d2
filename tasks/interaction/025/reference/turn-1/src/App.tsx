import { useState } from "react";
import "./styles.css";
import {
  DISTANCES, DistanceKey, formatClock, formatPace, parseCustomKm, parseGoal, splits,
} from "./pace";

const GOAL_MESSAGE = "Enter the goal time as h:mm:ss";
const CUSTOM_MESSAGE = "Enter a custom distance from 1 to 100 km";

export default function App() {
  const [distanceKey, setDistanceKey] = useState<DistanceKey>("10");
  const [customKm, setCustomKm] = useState("");
  const [goalText, setGoalText] = useState("0:50:00");

  const isCustom = distanceKey === "custom";
  const goal = parseGoal(goalText, false);
  const km = isCustom ? parseCustomKm(customKm) : DISTANCES.find((d) => d.key === distanceKey)!.km;

  const messages: string[] = [];
  if (goal === null) messages.push(GOAL_MESSAGE);
  if (isCustom && km === null) messages.push(CUSTOM_MESSAGE);
  const ready = goal !== null && km !== null && messages.length === 0;

  const rows = ready ? splits(km!, goal!, 0, null) : [];

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
        {messages.length > 0 && (
          <ul className="messages" role="status">
            {messages.map((m) => <li key={m}>{m}</li>)}
          </ul>
        )}
      </section>

      <section aria-labelledby="pace-h">
        <h2 id="pace-h">Pace</h2>
        {ready ? (
          <p className="figure">Pace: {formatPace(goal! / km!)} /km</p>
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
                <th scope="col">Km</th>
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
