import { useState } from "react";
import "./styles.css";
import {
  ADJUST_MESSAGE,
  BUDGET_MESSAGE,
  DAYS,
  DAYS_MESSAGE,
  DELAY_MESSAGE,
  Delay,
  FLOW,
  MINUTES_MESSAGE,
  NAME_MESSAGE,
  START_MESSAGE,
  TYPES,
  Zone,
  ZoneType,
  clock,
  daySchedule,
  duplicateMessage,
  parseTime,
  parseWhole,
  skippedDays,
  weeklyMinutes,
  withCommas,
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

  const [startText, setStartText] = useState("06:00");
  const [start, setStart] = useState(6 * 60);
  const [startMessage, setStartMessage] = useState("");

  const [adjustText, setAdjustText] = useState("100");
  const [percent, setPercent] = useState(100);
  const [adjustMessage, setAdjustMessage] = useState("");

  const [skipFrom, setSkipFrom] = useState(0);
  const [skipText, setSkipText] = useState("1");
  const [delay, setDelay] = useState<Delay | null>(null);
  const [delayMessage, setDelayMessage] = useState("");

  const [budgetText, setBudgetText] = useState("3000");
  const [budget, setBudget] = useState(3000);
  const [budgetMessage, setBudgetMessage] = useState("");

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

  function removeZone(id: number) {
    setZones(zones.filter((z) => z.id !== id));
  }

  function toggleDay(d: number) {
    setTicks(ticks.map((t, i) => (i === d ? !t : t)));
  }

  function setStartTime() {
    const value = parseTime(startText);
    if (value === null) {
      setStartMessage(START_MESSAGE);
      return;
    }
    setStart(value);
    setStartMessage("");
  }

  function setAdjust() {
    const value = parseWhole(adjustText, 50, 150);
    if (value === null) {
      setAdjustMessage(ADJUST_MESSAGE);
      return;
    }
    setPercent(value);
    setAdjustMessage("");
  }

  function startDelay() {
    const count = parseWhole(skipText, 1, 7);
    if (count === null) {
      setDelayMessage(DELAY_MESSAGE);
      return;
    }
    setDelay({ first: skipFrom, last: Math.min(6, skipFrom + count - 1) });
    setDelayMessage("");
  }

  function setBudgetValue() {
    const value = parseWhole(budgetText, 100, 50000);
    if (value === null) {
      setBudgetMessage(BUDGET_MESSAGE);
      return;
    }
    setBudget(value);
    setBudgetMessage("");
  }

  const skipped = skippedDays(delay);
  const schedules = DAYS.map((_, d) => daySchedule(zones, d, start, percent));
  const litresFor = (z: Zone) => weeklyMinutes(z, skipped, percent) * FLOW[z.type];
  const weekTotal = zones.reduce((sum, z) => sum + litresFor(z), 0);

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
                <button type="button" onClick={() => removeZone(z.id)}>
                  Remove
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="programme-heading">
        <h2 id="programme-heading">Programme</h2>
        <div className="row">
          <label>
            Start time
            <input type="text" value={startText} onChange={(e) => setStartText(e.target.value)} />
          </label>
          <button type="button" onClick={setStartTime}>
            Set start time
          </button>
        </div>
        <p>Programme starts at {clock(start)}</p>
        {startMessage && (
          <p className="problem" role="alert">
            {startMessage}
          </p>
        )}
        <div className="row">
          <label>
            Seasonal adjust
            <input type="text" inputMode="numeric" value={adjustText} onChange={(e) => setAdjustText(e.target.value)} />
          </label>
          <button type="button" onClick={setAdjust}>
            Set adjust
          </button>
        </div>
        <p>Seasonal adjust: {percent}%</p>
        {adjustMessage && (
          <p className="problem" role="alert">
            {adjustMessage}
          </p>
        )}
      </section>

      <section aria-labelledby="rain-heading">
        <h2 id="rain-heading">Rain delay</h2>
        <div className="row">
          <label>
            Skip from
            <select value={skipFrom} onChange={(e) => setSkipFrom(Number(e.target.value))}>
              {DAYS.map((day, d) => (
                <option key={day} value={d}>
                  {day}
                </option>
              ))}
            </select>
          </label>
          <label>
            Days to skip
            <input type="text" inputMode="numeric" value={skipText} onChange={(e) => setSkipText(e.target.value)} />
          </label>
          <button type="button" onClick={startDelay}>
            Start rain delay
          </button>
        </div>
        {delayMessage && (
          <p className="problem" role="alert">
            {delayMessage}
          </p>
        )}
        {delay === null ? (
          <p>No rain delay</p>
        ) : (
          <div className="row">
            <p>
              Watering skipped: {delay.first === delay.last ? DAYS[delay.first] : `${DAYS[delay.first]} to ${DAYS[delay.last]}`}
            </p>
            <button type="button" onClick={() => setDelay(null)}>
              Cancel rain delay
            </button>
          </div>
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
                {DAYS.map((day, d) => {
                  const run = schedules[d].get(z.id);
                  let text = "-";
                  if (run) text = skipped[d] ? "Skipped" : `${clock(run.start)}-${clock(run.end)}`;
                  return <td key={day}>{text}</td>;
                })}
              </tr>
            ))}
          </tbody>
        </table>
        <ul className="finishes">
          {DAYS.map((day, d) => {
            const runs = [...schedules[d].values()];
            if (runs.length === 0 || skipped[d]) return null;
            const last = Math.max(...runs.map((r) => r.end));
            return (
              <li key={day}>
                {day} finishes at {clock(last)}
              </li>
            );
          })}
        </ul>
      </section>

      <section aria-labelledby="water-heading">
        <h2 id="water-heading">Water use</h2>
        <table>
          <thead>
            <tr>
              <th scope="col">Zone</th>
              <th scope="col">Minutes per week</th>
              <th scope="col">Litres per week</th>
            </tr>
          </thead>
          <tbody>
            {zones.map((z) => (
              <tr key={z.id}>
                <th scope="row">{z.name}</th>
                <td>{weeklyMinutes(z, skipped, percent)}</td>
                <td>{withCommas(litresFor(z))}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p>Week total: {withCommas(weekTotal)} litres</p>
        <div className="row">
          <label>
            Weekly budget
            <input type="text" inputMode="numeric" value={budgetText} onChange={(e) => setBudgetText(e.target.value)} />
          </label>
          <button type="button" onClick={setBudgetValue}>
            Set budget
          </button>
        </div>
        <p>Budget: {withCommas(budget)} litres</p>
        {weekTotal <= budget ? (
          <p>Within budget: {withCommas(budget - weekTotal)} litres to spare</p>
        ) : (
          <p className="over">Over budget by {withCommas(weekTotal - budget)} litres</p>
        )}
        {budgetMessage && (
          <p className="problem" role="alert">
            {budgetMessage}
          </p>
        )}
      </section>
    </main>
  );
}
