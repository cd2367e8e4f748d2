import { FormEvent, useState } from "react";
import "./styles.css";
import {
  Entrant, Year, YEARS, byListing, formatSeconds, parseHundredths, startingEntrants, yearLabel,
} from "./entrants";
import { plural, runnersIn, seedYear } from "./heats";

export default function App() {
  const [entrants, setEntrants] = useState<Entrant[]>(startingEntrants);
  const [nextId, setNextId] = useState(100);
  const [name, setName] = useState("");
  const [year, setYear] = useState<Year>(5);
  const [timeText, setTimeText] = useState("");
  const [messages, setMessages] = useState<string[]>([]);
  const [shownYear, setShownYear] = useState<Year>(5);

  const byId = new Map(entrants.map((e) => [e.id, e]));

  function addEntrant(event: FormEvent) {
    event.preventDefault();
    const trimmed = name.trim();
    const time = parseHundredths(timeText, 700, 2000);
    const found: string[] = [];
    if (trimmed === "") {
      found.push("Enter a name");
    } else {
      const same = entrants.find((e) => e.name.toLowerCase() === trimmed.toLowerCase());
      if (same) found.push(`${same.name} is already entered`);
    }
    if (time === null) found.push("Enter a best time from 7.00 to 20.00");
    setMessages(found);
    if (found.length > 0) return;
    const entrant: Entrant = { id: nextId, name: trimmed, year, time: time! };
    setNextId(nextId + 1);
    setEntrants([...entrants, entrant]);
    setName("");
    setTimeText("");
  }

  const listed = [...entrants].sort(byListing);

  const shownHeats = seedYear(entrants, shownYear);
  const shownRunners = shownHeats.reduce((n, h) => n + runnersIn(h), 0);



  return (
    <main>
      <h1>Sports day heats</h1>

      <section aria-labelledby="add-h">
        <h2 id="add-h">Add entrant</h2>
        <form className="row" onSubmit={addEntrant} noValidate>
          <label>
            Name
            <input type="text" value={name} onChange={(e) => setName(e.target.value)} />
          </label>
          <label>
            Year group
            <select value={year} onChange={(e) => setYear(Number(e.target.value) as Year)}>
              {YEARS.map((y) => (
                <option key={y} value={y}>{yearLabel(y)}</option>
              ))}
            </select>
          </label>
          <label>
            Best time (s)
            <input type="text" inputMode="decimal" value={timeText} onChange={(e) => setTimeText(e.target.value)} />
          </label>
          <button type="submit">Add entrant</button>
        </form>
        {messages.length > 0 && (
          <ul className="messages" role="status">
            {messages.map((m) => <li key={m}>{m}</li>)}
          </ul>
        )}
      </section>

      <section aria-labelledby="entrants-h">
        <h2 id="entrants-h">Entrants</h2>
        <table>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Year group</th>
              <th scope="col">Best time (s)</th>
            </tr>
          </thead>
          <tbody>
            {listed.map((e) => (
              <tr key={e.id}>
                <td>{e.name}</td>
                <td>{yearLabel(e.year)}</td>
                <td className="num">{formatSeconds(e.time)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="figure">Entrants: {entrants.length}</p>
      </section>

      <section aria-labelledby="heats-h">
        <h2 id="heats-h">Heats</h2>
        <div className="row">
          <label>
            Show race for
            <select value={shownYear} onChange={(e) => setShownYear(Number(e.target.value) as Year)}>
              {YEARS.map((y) => (
                <option key={y} value={y}>{yearLabel(y)}</option>
              ))}
            </select>
          </label>
        </div>
        {shownHeats.length === 0 ? (
          <p>No entrants in {yearLabel(shownYear)}</p>
        ) : (
          <>
            <p className="figure">
              {yearLabel(shownYear)}: {plural(shownRunners, "runner")} in {plural(shownHeats.length, "heat")}
            </p>
            {shownHeats.map((heat, i) => (
              <div className="heat" key={i}>
                <h3>Heat {i + 1}</h3>
                <table>
                  <thead>
                    <tr>
                      <th scope="col">Lane</th>
                      <th scope="col">Name</th>
                      <th scope="col">Best time (s)</th>
                    </tr>
                  </thead>
                  <tbody>
                    {heat.map((id, lane) => {
                      const runner = id === null ? null : byId.get(id)!;
                      return (
                        <tr key={lane}>
                          <td className="num">{lane + 1}</td>
                          <td className={runner ? undefined : "empty"}>{runner ? runner.name : "Empty"}</td>
                          <td className="num">{runner ? formatSeconds(runner.time) : ""}</td>
                        </tr>
                      );
                    })}
                  </tbody>
                </table>
              </div>
            ))}
          </>
        )}
      </section>

    </main>
  );
}
