import { FormEvent, useState } from "react";
import "./styles.css";
import {
  Entrant, Year, YEARS, byListing, formatSeconds, parseHundredths, startingEntrants, yearLabel,
} from "./entrants";
import { Heat, HeatPlan, placeLate, plural, removeRunner, runnersIn, seedAll, seedYear } from "./heats";
import { buildRaces, formatClock, parseClock, parseGap } from "./startlist";
import { finalLanes, parseResult } from "./final";

export default function App() {
  const [entrants, setEntrants] = useState<Entrant[]>(startingEntrants);
  const [nextId, setNextId] = useState(100);
  const [name, setName] = useState("");
  const [year, setYear] = useState<Year>(5);
  const [timeText, setTimeText] = useState("");
  const [messages, setMessages] = useState<string[]>([]);
  const [shownYear, setShownYear] = useState<Year>(5);
  const [locked, setLocked] = useState<HeatPlan | null>(null);
  const [firstText, setFirstText] = useState("13:30");
  const [gapText, setGapText] = useState("5");
  const [results, setResults] = useState<Record<number, string>>({});

  const byId = new Map(entrants.map((e) => [e.id, e]));
  const heatsFor = (y: Year): Heat[] => (locked ? locked[y] : seedYear(entrants, y));

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
    const entrant: Entrant = { id: nextId, name: trimmed, year, time: time!, withdrawn: false };
    setNextId(nextId + 1);
    setEntrants([...entrants, entrant]);
    if (locked) setLocked({ ...locked, [year]: placeLate(locked[year], entrant.id) });
    setName("");
    setTimeText("");
  }

  function setWithdrawn(entrant: Entrant, withdrawn: boolean) {
    setEntrants(entrants.map((e) => (e.id === entrant.id ? { ...e, withdrawn } : e)));
    if (locked) {
      const heats = locked[entrant.year];
      setLocked({
        ...locked,
        [entrant.year]: withdrawn ? removeRunner(heats, entrant.id) : placeLate(heats, entrant.id),
      });
    }
  }

  const listed = [...entrants].sort(byListing);
  const withdrawnCount = entrants.filter((e) => e.withdrawn).length;

  const shownHeats = heatsFor(shownYear);
  const shownRunners = shownHeats.reduce((n, h) => n + runnersIn(h), 0);

  const resultMessages: string[] = [];
  for (const heat of shownHeats) {
    for (const id of heat) {
      if (id === null) continue;
      const text = results[id] ?? "";
      if (text !== "" && parseResult(text) === null) resultMessages.push(`Check the result for ${byId.get(id)!.name}`);
    }
  }
  const lanesOfFinal = shownHeats.length >= 2 ? finalLanes(shownHeats, byId, results) : null;

  const first = parseClock(firstText);
  const gap = parseGap(gapText);
  const races = first !== null && gap !== null ? buildRaces(heatsFor, first, gap) : [];

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
              <th scope="col">Status</th>
              <th scope="col"><span className="visually-hidden">Actions</span></th>
            </tr>
          </thead>
          <tbody>
            {listed.map((e) => (
              <tr key={e.id} className={e.withdrawn ? "withdrawn" : undefined}>
                <td>{e.name}</td>
                <td>{yearLabel(e.year)}</td>
                <td className="num">{formatSeconds(e.time)}</td>
                <td>{e.withdrawn ? "Withdrawn" : "Entered"}</td>
                <td>
                  {e.withdrawn ? (
                    <button type="button" onClick={() => setWithdrawn(e, false)}>Reinstate</button>
                  ) : (
                    <button type="button" onClick={() => setWithdrawn(e, true)}>Withdraw</button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="figure">Entrants: {entrants.length} ({withdrawnCount} withdrawn)</p>
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
          {locked ? (
            <button type="button" onClick={() => setLocked(null)}>Unlock heats</button>
          ) : (
            <button type="button" onClick={() => setLocked(seedAll(entrants))}>Lock heats</button>
          )}
        </div>
        {locked && <p className="badge">Heats locked</p>}
        {shownHeats.length === 0 ? (
          <p>No entrants in {yearLabel(shownYear)}</p>
        ) : (
          <>
            <p className="figure">
              {yearLabel(shownYear)}: {plural(shownRunners, "runner")} in {plural(shownHeats.length, "heat")}
            </p>
            {resultMessages.length > 0 && (
              <ul className="messages" role="status">
                {resultMessages.map((m) => <li key={m}>{m}</li>)}
              </ul>
            )}
            {shownHeats.map((heat, i) => (
              <div className="heat" key={i}>
                <h3>Heat {i + 1}</h3>
                <table>
                  <thead>
                    <tr>
                      <th scope="col">Lane</th>
                      <th scope="col">Name</th>
                      <th scope="col">Best time (s)</th>
                      <th scope="col">Result (s)</th>
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
                          <td>
                            {runner && (
                              <input
                                type="text"
                                inputMode="decimal"
                                className="result"
                                aria-label={`Result for ${runner.name}`}
                                value={results[runner.id] ?? ""}
                                onChange={(ev) => setResults({ ...results, [runner.id]: ev.target.value })}
                              />
                            )}
                          </td>
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

      <section aria-labelledby="final-h">
        <h2 id="final-h">Final</h2>
        {shownHeats.length < 2 ? (
          <p>{yearLabel(shownYear)} has no final</p>
        ) : lanesOfFinal === null ? (
          <p>No results yet</p>
        ) : (
          <table>
            <thead>
              <tr>
                <th scope="col">Lane</th>
                <th scope="col">Name</th>
                <th scope="col">Result (s)</th>
              </tr>
            </thead>
            <tbody>
              {lanesOfFinal.map((f, lane) => (
                <tr key={lane}>
                  <td className="num">{lane + 1}</td>
                  <td className={f ? undefined : "empty"}>{f ? f.entrant.name : "Empty"}</td>
                  <td className="num">{f ? formatSeconds(f.result) : ""}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

      <section aria-labelledby="start-h">
        <h2 id="start-h">Start list</h2>
        <div className="row">
          <label>
            First race at
            <input type="text" value={firstText} onChange={(e) => setFirstText(e.target.value)} />
          </label>
          <label>
            Minutes between races
            <input type="text" inputMode="numeric" value={gapText} onChange={(e) => setGapText(e.target.value)} />
          </label>
        </div>
        {(first === null || gap === null) ? (
          <ul className="messages" role="status">
            {first === null && <li>Enter the first race time as hh:mm</li>}
            {gap === null && <li>Enter minutes between races from 1 to 30</li>}
          </ul>
        ) : (
          <>
            <p className="figure">
              {races.length === 0
                ? "No races"
                : `${plural(races.length, "race")}, last race at ${formatClock(races[races.length - 1].start)}`}
            </p>
            {races.map((race) => (
              <div className="race" key={`${race.year}-${race.heatNumber}`}>
                <p className="race-line">
                  {formatClock(race.start)} {yearLabel(race.year)} Heat {race.heatNumber}
                </p>
                <ul className="runners">
                  {race.heat.map((id, lane) =>
                    id === null ? null : <li key={lane}>Lane {lane + 1}: {byId.get(id)!.name}</li>,
                  )}
                </ul>
              </div>
            ))}
          </>
        )}
      </section>
    </main>
  );
}
