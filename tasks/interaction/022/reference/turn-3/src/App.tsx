import { useState } from "react";
import "./styles.css";
import {
  Appliance, DAYS_MESSAGE, HOURS_MESSAGE, NAME_MESSAGE, NIGHT_MESSAGE, WATTS_MESSAGE,
  hundredths, inRange, kwh, poundsFromPennies, weeklyKwh, weeklyNightKwh, wholeInRange,
} from "./tariff";

export default function App() {
  const [name, setName] = useState("");
  const [watts, setWatts] = useState("");
  const [hours, setHours] = useState("");
  const [days, setDays] = useState("");
  const [night, setNight] = useState("0");
  const [appliances, setAppliances] = useState<Appliance[]>([]);
  const [nextId, setNextId] = useState(1);
  const [messages, setMessages] = useState<string[]>([]);

  const [flatRate, setFlatRate] = useState("24.5");
  const [flatStanding, setFlatStanding] = useState("60");
  const [dayRate, setDayRate] = useState("29.8");
  const [nightRate, setNightRate] = useState("13.2");
  const [twoStanding, setTwoStanding] = useState("65");

  function clearForm() {
    setName("");
    setWatts("");
    setHours("");
    setDays("");
    setNight("0");
    setMessages([]);
  }

  function submit() {
    const problems: string[] = [];
    const trimmed = name.trim();
    if (!trimmed) problems.push(NAME_MESSAGE);
    const w = wholeInRange(watts, 1, 10000);
    if (w === null) problems.push(WATTS_MESSAGE);
    let h = inRange(hours, 0, 24);
    if (h === 0) h = null;
    if (h === null) problems.push(HOURS_MESSAGE);
    const d = wholeInRange(days, 1, 7);
    if (d === null) problems.push(DAYS_MESSAGE);
    const n = inRange(night, 0, h === null ? 24 : h);
    if (n === null) problems.push(NIGHT_MESSAGE);
    if (problems.length > 0 || w === null || h === null || d === null || n === null) {
      setMessages(problems);
      return;
    }
    const values = { name: trimmed, watts: w, hours: h, days: d, night: n };
    setAppliances([...appliances, { id: nextId, ...values }]);
    setNextId(nextId + 1);
    clearForm();
  }

  function remove(id: number) {
    setAppliances(appliances.filter((a) => a.id !== id));
  }

  // Energy, unrounded.
  const weekly = appliances.reduce((s, a) => s + weeklyKwh(a), 0);
  const weeklyNight = appliances.reduce((s, a) => s + weeklyNightKwh(a), 0);
  const monthly = (weekly * 30) / 7;
  const monthlyNight = (weeklyNight * 30) / 7;

  // Tariffs.
  const fr = inRange(flatRate, 0, 100);
  const fs = inRange(flatStanding, 0, 200);
  const flatProblems: string[] = [];
  if (fr === null) flatProblems.push("Unit rate must be from 0 to 100 p/kWh");
  if (fs === null) flatProblems.push("Standing charge must be from 0 to 200 p/day");
  const dr = inRange(dayRate, 0, 100);
  const nr = inRange(nightRate, 0, 100);
  const ts = inRange(twoStanding, 0, 200);
  const twoProblems: string[] = [];
  if (dr === null) twoProblems.push("Day rate must be from 0 to 100 p/kWh");
  if (nr === null) twoProblems.push("Night rate must be from 0 to 100 p/kWh");
  if (ts === null) twoProblems.push("Two-rate standing charge must be from 0 to 200 p/day");

  // Costs in pence, unrounded, then pennies shown.
  const flatPennies =
    fr !== null && fs !== null
      ? hundredths((monthly * fr + 30 * fs) / 100)
      : null;
  const twoPennies =
    dr !== null && nr !== null && ts !== null
      ? hundredths((monthlyNight * nr + (monthly - monthlyNight) * dr + 30 * ts) / 100)
      : null;

  let verdict: string;
  if (flatPennies === null || twoPennies === null) {
    verdict = "Fix the tariff figures to compare";
  } else if (flatPennies === twoPennies) {
    verdict = "Both tariffs cost the same";
  } else {
    const cheaper = flatPennies < twoPennies ? "Flat tariff" : "Two-rate tariff";
    const saving = Math.abs(flatPennies - twoPennies);
    verdict = `Cheaper: ${cheaper}, saving ${poundsFromPennies(saving)} a month`;
  }

  const ordered = appliances
    .map((a, index) => ({ a, index, shown: hundredths(weeklyKwh(a)) }))
    .sort((x, y) => y.shown - x.shown || x.index - y.index)
    .map((x) => x.a);

  return (
    <main>
      <h1>Tariff comparer</h1>

      <section aria-labelledby="add-h">
        <h2 id="add-h">Add appliance</h2>
        <div className="row">
          <label>
            Appliance
            <input type="text" value={name} onChange={(e) => setName(e.target.value)} />
          </label>
          <label>
            Watts
            <input type="number" value={watts} onChange={(e) => setWatts(e.target.value)} />
          </label>
          <label>
            Hours per day
            <input type="number" value={hours} onChange={(e) => setHours(e.target.value)} />
          </label>
          <label>
            Days per week
            <input type="number" value={days} onChange={(e) => setDays(e.target.value)} />
          </label>
          <label>
            Night hours per day
            <input type="number" value={night} onChange={(e) => setNight(e.target.value)} />
          </label>
        </div>
        <div className="row">
          <button type="button" onClick={submit}>Add appliance</button>
        </div>
        {messages.map((m) => (
          <p key={m} className="problem" role="alert">{m}</p>
        ))}
      </section>

      <section aria-labelledby="appliances-h">
        <h2 id="appliances-h">Appliances</h2>
        {ordered.length === 0 ? (
          <p>No appliances yet</p>
        ) : (
          <ul>
            {ordered.map((a) => (
              <li key={a.id}>
                <span className="name">{a.name}</span>
                <span>Weekly: {kwh(weeklyKwh(a))}</span>
                <span>Night: {kwh(weeklyNightKwh(a))}</span>
                <button type="button" onClick={() => remove(a.id)}>Remove</button>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="flat-h">
        <h2 id="flat-h">Flat tariff</h2>
        <div className="row">
          <label>
            Unit rate (p/kWh)
            <input type="number" value={flatRate} onChange={(e) => setFlatRate(e.target.value)} />
          </label>
          <label>
            Standing charge (p/day)
            <input type="number" value={flatStanding} onChange={(e) => setFlatStanding(e.target.value)} />
          </label>
        </div>
      </section>

      <section aria-labelledby="two-h">
        <h2 id="two-h">Two-rate tariff</h2>
        <div className="row">
          <label>
            Day rate (p/kWh)
            <input type="number" value={dayRate} onChange={(e) => setDayRate(e.target.value)} />
          </label>
          <label>
            Night rate (p/kWh)
            <input type="number" value={nightRate} onChange={(e) => setNightRate(e.target.value)} />
          </label>
          <label>
            Two-rate standing charge (p/day)
            <input type="number" value={twoStanding} onChange={(e) => setTwoStanding(e.target.value)} />
          </label>
        </div>
      </section>

      <section aria-labelledby="totals-h">
        <h2 id="totals-h">Totals</h2>
        <p>Weekly energy: {kwh(weekly)}</p>
        <p>Monthly energy: {kwh(monthly)}</p>
        <p>Monthly night energy: {kwh(monthlyNight)}</p>
        {flatPennies !== null ? (
          <p>Flat tariff: {poundsFromPennies(flatPennies)} a month</p>
        ) : (
          flatProblems.map((m) => <p key={m} className="problem">{m}</p>)
        )}
        {twoPennies !== null ? (
          <p>Two-rate tariff: {poundsFromPennies(twoPennies)} a month</p>
        ) : (
          twoProblems.map((m) => <p key={m} className="problem">{m}</p>)
        )}
        <p className="verdict">{verdict}</p>
      </section>
    </main>
  );
}
