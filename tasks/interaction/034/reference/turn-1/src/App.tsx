import { useState } from "react";
import "./styles.css";
import { DAYS, FAMILIES, emptyRota, familyLabel, findFamily, plural, type Day, type Rota } from "./data";

export default function App() {
  const [rota, setRota] = useState<Rota>(emptyRota);
  const [dayChoice, setDayChoice] = useState<Day>("Monday");
  const [driverChoice, setDriverChoice] = useState("");
  const [message, setMessage] = useState("");

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
    setRota({ ...rota, [dayChoice]: family.name });
    setMessage(`The ${familyLabel(family.name)} drives on ${dayChoice}`);
    setDriverChoice("");
  }

  return (
    <main className="rota">
      <header>
        <h1>School-run rota</h1>
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
                  {familyLabel(f.name)}: {plural(daysDriven(f.name), "day")}
                </li>
              ))}
            </ul>
          </section>
        </div>
      </div>
    </main>
  );
}
