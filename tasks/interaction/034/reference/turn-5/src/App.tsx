import { useState } from "react";
import "./styles.css";
import {
  DAYS,
  FAMILIES,
  START_CHILDREN,
  emptyRota,
  familyLabel,
  findFamily,
  plural,
  type Children,
  type Day,
  type Rota,
} from "./data";

export default function App() {
  const [rota, setRota] = useState<Rota>(emptyRota);
  const [children, setChildren] = useState<Children>(START_CHILDREN);
  const [dayChoice, setDayChoice] = useState<Day>("Monday");
  const [driverChoice, setDriverChoice] = useState("");
  const [message, setMessage] = useState("");
  const [firstDay, setFirstDay] = useState<Day>("Monday");
  const [secondDay, setSecondDay] = useState<Day>("Tuesday");
  const [week, setWeek] = useState(1);
  // driving days from finished weeks, by family
  const [finished, setFinished] = useState<Record<string, number>>(() =>
    Object.fromEntries(FAMILIES.map((f) => [f.name, 0])),
  );

  const covered = DAYS.filter((d) => rota[d] !== null).length;
  const daysDriven = (name: string) => DAYS.filter((d) => rota[d] === name).length;

  function setDriver() {
    if (!driverChoice) {
      setMessage("Choose a family first");
      return;
    }
    const family = findFamily(driverChoice);
    if (!family.days.includes(dayChoice)) {
      setMessage(`The ${familyLabel(family.name)} cannot drive on ${dayChoice}`);
      return;
    }
    if (family.seats < children[dayChoice]) {
      setMessage(
        `The ${family.name} car has ${family.seats} child seats; ${dayChoice} has ${plural(children[dayChoice], "child", "children")}`,
      );
      return;
    }
    setRota({ ...rota, [dayChoice]: family.name });
    setMessage(`The ${familyLabel(family.name)} drives on ${dayChoice}`);
    setDriverChoice("");
  }

  // The fairness rule: among the families free that day whose car has room for the day's
  // children, the one with the fewest driving days so far; ties go to the Families order.
  function fillEmptyDays() {
    const next: Rota = { ...rota };
    const filled: Day[] = [];
    const empty: Day[] = [];
    for (const d of DAYS) {
      if (next[d] !== null) continue;
      const count = (name: string) => finished[name] + DAYS.filter((x) => next[x] === name).length;
      let pick: string | null = null;
      for (const f of FAMILIES) {
        if (!f.days.includes(d) || f.seats < children[d]) continue;
        if (pick === null || count(f.name) < count(pick)) pick = f.name;
      }
      if (pick === null) {
        empty.push(d);
      } else {
        next[d] = pick;
        filled.push(d);
      }
    }
    setRota(next);
    setMessage(`Filled ${plural(filled.length, "day")}${empty.length ? `; still empty: ${empty.join(", ")}` : ""}`);
  }

  // Why a family cannot take a day, or null when it can.
  function refusal(name: string, day: Day): string | null {
    const family = findFamily(name);
    if (!family.days.includes(day)) return `The ${familyLabel(name)} cannot drive on ${day}`;
    if (family.seats < children[day]) {
      return `The ${name} car has ${family.seats} child seats; ${day} has ${plural(children[day], "child", "children")}`;
    }
    return null;
  }

  function swapDrivers() {
    if (firstDay === secondDay) {
      setMessage("Choose two different days");
      return;
    }
    const a = rota[firstDay];
    const b = rota[secondDay];
    if (a === null) {
      setMessage(`${firstDay} has no driver`);
      return;
    }
    if (b === null) {
      setMessage(`${secondDay} has no driver`);
      return;
    }
    const problem = refusal(a, secondDay) ?? refusal(b, firstDay);
    if (problem) {
      setMessage(problem);
      return;
    }
    setRota({ ...rota, [firstDay]: b, [secondDay]: a });
    setMessage(`Swapped ${firstDay} and ${secondDay}`);
  }

  function finishWeek() {
    const open = DAYS.find((d) => rota[d] === null);
    if (open) {
      setMessage(`${open} has no driver yet`);
      return;
    }
    setFinished(Object.fromEntries(FAMILIES.map((f) => [f.name, finished[f.name] + daysDriven(f.name)])));
    setRota(emptyRota());
    setMessage(`Week ${week} finished`);
    setWeek(week + 1);
  }

  function resetWeek() {
    setRota(emptyRota());
    setMessage("Cleared all five days");
  }

  function addChild(day: Day) {
    const driver = rota[day];
    if (driver && findFamily(driver).seats - children[day] <= 0) {
      setMessage(`The ${driver} car is full on ${day}`);
      return;
    }
    setChildren({ ...children, [day]: children[day] + 1 });
    setMessage("");
  }

  function removeChild(day: Day) {
    if (children[day] <= 0) return;
    setChildren({ ...children, [day]: children[day] - 1 });
    setMessage("");
  }

  function clearDay(day: Day) {
    setRota({ ...rota, [day]: null });
    setMessage(`Cleared the driver for ${day}`);
  }

  return (
    <main className="rota">
      <header>
        <h1>School-run rota</h1>
        <p className="week">Week {week}</p>
        <p className="covered">
          Days covered: {covered} of {DAYS.length}
        </p>
      </header>

      <div className="layout">
        <div className="column">
          <section aria-labelledby="families-heading" className="panel">
            <h2 id="families-heading">Families</h2>
            <ul className="plain">
              {FAMILIES.map((f) => (
                <li key={f.name}>
                  <span className="family-name">{familyLabel(f.name)}</span>
                  <span className="detail">{f.seats} child seats</span>
                  <span className="detail">Available: {f.days.join(", ")}</span>
                </li>
              ))}
            </ul>
          </section>

          <section aria-labelledby="set-heading" className="panel">
            <h2 id="set-heading">Set a driver</h2>
            <form
              className="driver-form"
              onSubmit={(e) => {
                e.preventDefault();
                setDriver();
              }}
            >
              <label>
                Weekday
                <select value={dayChoice} onChange={(e) => setDayChoice(e.target.value as Day)}>
                  {DAYS.map((d) => (
                    <option key={d} value={d}>
                      {d}
                    </option>
                  ))}
                </select>
              </label>
              <label>
                Driver
                <select value={driverChoice} onChange={(e) => setDriverChoice(e.target.value)}>
                  <option value="">Choose a family</option>
                  {FAMILIES.map((f) => (
                    <option key={f.name} value={f.name}>
                      {familyLabel(f.name)}
                    </option>
                  ))}
                </select>
              </label>
              <div className="actions">
                <button type="submit">Set driver</button>
              </div>
            </form>
            <div className="actions fill-actions">
              <button type="button" onClick={fillEmptyDays}>
                Fill empty days
              </button>
              <button type="button" onClick={resetWeek}>
                Reset week
              </button>
              <button type="button" onClick={finishWeek}>
                Finish week
              </button>
            </div>
          </section>

          <section aria-labelledby="swap-heading" className="panel">
            <h2 id="swap-heading">Swap two days</h2>
            <form
              className="driver-form"
              onSubmit={(e) => {
                e.preventDefault();
                swapDrivers();
              }}
            >
              <label>
                First day
                <select value={firstDay} onChange={(e) => setFirstDay(e.target.value as Day)}>
                  {DAYS.map((d) => (
                    <option key={d} value={d}>
                      {d}
                    </option>
                  ))}
                </select>
              </label>
              <label>
                Second day
                <select value={secondDay} onChange={(e) => setSecondDay(e.target.value as Day)}>
                  {DAYS.map((d) => (
                    <option key={d} value={d}>
                      {d}
                    </option>
                  ))}
                </select>
              </label>
              <div className="actions">
                <button type="submit">Swap drivers</button>
              </div>
            </form>
          </section>

          {message && (
            <p className="message" role="status">
              {message}
            </p>
          )}
        </div>

        <div className="column">
          <section aria-labelledby="week-heading" className="panel">
            <h2 id="week-heading">This week</h2>
            <ul className="plain">
              {DAYS.map((d) => {
                const driver = rota[d];
                return (
                  <li key={d} className="day-row">
                    <span className="day-name">{d}</span>
                    {driver ? <span>{familyLabel(driver)}</span> : <span className="no-driver">No driver</span>}
                    <span>Children: {children[d]}</span>
                    {driver && <span>Spare seats: {findFamily(driver).seats - children[d]}</span>}
                    <span className="actions">
                      <button type="button" onClick={() => addChild(d)}>
                        Add child
                      </button>
                      <button type="button" disabled={children[d] === 0} onClick={() => removeChild(d)}>
                        Remove child
                      </button>
                      {driver && (
                        <button type="button" onClick={() => clearDay(d)}>
                          Clear
                        </button>
                      )}
                    </span>
                  </li>
                );
              })}
            </ul>
          </section>

          <section aria-labelledby="totals-heading" className="panel">
            <h2 id="totals-heading">Driving totals</h2>
            <ul className="plain">
              {FAMILIES.map((f) => (
                <li key={f.name}>
                  {familyLabel(f.name)}: {plural(daysDriven(f.name), "day")} this week,{" "}
                  {finished[f.name] + daysDriven(f.name)} this term
                </li>
              ))}
            </ul>
          </section>
        </div>
      </div>
    </main>
  );
}
