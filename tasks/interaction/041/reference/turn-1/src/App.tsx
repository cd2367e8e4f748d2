import { useState } from "react";
import "./styles.css";
import {
  DAYS,
  DAYS_MESSAGE,
  MINUTES_MESSAGE,
  NAME_MESSAGE,
  TYPES,
  Zone,
  ZoneType,
  duplicateMessage,
  parseWhole,
  zoneLine,
} from "./plan";

const NO_DAYS = [false, false, false, false, false, false, false];

export default function App() {
  const [zones, setZones] = useState<Zone[]>([]);
  const [nextId, setNextId] = useState(1);
  const [name, setName] = useState("");
  const [type, setType] = useState<ZoneType>("Lawn");
  const [minutesText, setMinutesText] = useState("");
  const [ticks, setTicks] = useState<boolean[]>(NO_DAYS);
  const [zoneMessage, setZoneMessage] = useState("");

  function addZone() {
    const trimmed = name.trim();
    if (trimmed.length < 2 || trimmed.length > 20) {
      setZoneMessage(NAME_MESSAGE);
      return;
    }
    const same = zones.find((z) => z.name.toLowerCase() === trimmed.toLowerCase());
    if (same) {
      setZoneMessage(duplicateMessage(same.name));
      return;
    }
    const minutes = parseWhole(minutesText, 1, 90);
    if (minutes === null) {
      setZoneMessage(MINUTES_MESSAGE);
      return;
    }
    if (!ticks.some((t) => t)) {
      setZoneMessage(DAYS_MESSAGE);
      return;
    }
    setZones([...zones, { id: nextId, name: trimmed, type, minutes, days: ticks }]);
    setNextId(nextId + 1);
    setName("");
    setMinutesText("");
    setTicks(NO_DAYS);
    setZoneMessage("");
  }

  function toggleDay(d: number) {
    setTicks(ticks.map((t, i) => (i === d ? !t : t)));
  }


  return (
    <main>
      <h1>Garden watering planner</h1>

      <section aria-labelledby="zones-heading">
        <h2 id="zones-heading">Zones</h2>
        <div className="row">
          <label>
            Zone name
            <input type="text" value={name} onChange={(e) => setName(e.target.value)} />
          </label>
          <label>
            Zone type
            <select value={type} onChange={(e) => setType(e.target.value as ZoneType)}>
              {TYPES.map((t) => (
                <option key={t} value={t}>
                  {t}
                </option>
              ))}
            </select>
          </label>
          <label>
            Run minutes
            <input type="text" inputMode="numeric" value={minutesText} onChange={(e) => setMinutesText(e.target.value)} />
          </label>
        </div>
        <fieldset className="days">
          <legend>Watering days</legend>
          {DAYS.map((day, d) => (
            <label key={day} className="day">
              <input type="checkbox" checked={ticks[d]} onChange={() => toggleDay(d)} />
              {day}
            </label>
          ))}
        </fieldset>
        <button type="button" onClick={addZone}>
          Add zone
        </button>
        {zoneMessage && (
          <p className="problem" role="alert">
            {zoneMessage}
          </p>
        )}
        {zones.length === 0 ? (
          <p>No zones yet</p>
        ) : (
          <ul className="zones">
            {zones.map((z) => (
              <li key={z.id}>
                <span>{zoneLine(z)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="week-heading">
        <h2 id="week-heading">Week</h2>
        <table>
          <thead>
            <tr>
              <th scope="col">Zone</th>
              {DAYS.map((day) => (
                <th key={day} scope="col">
                  {day}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {zones.map((z) => (
              <tr key={z.id}>
                <th scope="row">{z.name}</th>
                {DAYS.map((day, d) => (
                  <td key={day}>{z.days[d] ? `${z.minutes} min` : "-"}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </main>
  );
}
