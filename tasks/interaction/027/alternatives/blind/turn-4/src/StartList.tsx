import { useState } from "react";
import { formatClock, parseClock, parseGap, plural, runnersIn, type HeatsByYear } from "./logic";
import { YEARS, yearLabel, type Entrant, type Year } from "./types";

interface Props {
  heatsByYear: HeatsByYear;
  byId: Map<number, Entrant>;
}

interface Race {
  year: Year;
  heatNumber: number;
  runners: { lane: number; name: string }[];
}

function buildRaces(heatsByYear: HeatsByYear, byId: Map<number, Entrant>): Race[] {
  const races: Race[] = [];
  for (const year of YEARS) {
    heatsByYear[year].forEach((heat, index) => {
      if (runnersIn(heat) === 0) return;
      const runners: Race["runners"] = [];
      heat.forEach((id, laneIndex) => {
        const runner = id === null ? undefined : byId.get(id);
        if (runner) runners.push({ lane: laneIndex + 1, name: runner.name });
      });
      races.push({ year, heatNumber: index + 1, runners });
    });
  }
  return races;
}

export default function StartList({ heatsByYear, byId }: Props) {
  const [firstRace, setFirstRace] = useState("13:30");
  const [gapText, setGapText] = useState("5");

  const start = parseClock(firstRace);
  const gap = parseGap(gapText);
  const races = buildRaces(heatsByYear, byId);
  const valid = start !== null && gap !== null;

  return (
    <section className="card" aria-labelledby="start-heading">
      <h2 id="start-heading">Start list</h2>
      <div className="toolbar">
        <div className="field">
          <label htmlFor="first-race">First race at</label>
          <input id="first-race" type="text" value={firstRace} onChange={(e) => setFirstRace(e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor="race-gap">Minutes between races</label>
          <input
            id="race-gap"
            type="text"
            inputMode="numeric"
            value={gapText}
            onChange={(e) => setGapText(e.target.value)}
          />
        </div>
      </div>
      {!valid && (
        <ul className="messages">
          {start === null && <li>Enter the first race time as hh:mm</li>}
          {gap === null && <li>Enter minutes between races from 1 to 30</li>}
        </ul>
      )}
      {valid &&
        (races.length === 0 ? (
          <p className="summary">No races</p>
        ) : (
          <>
            <p className="summary">
              {plural(races.length, "race")}, last race at {formatClock(start + (races.length - 1) * gap)}
            </p>
            <ol className="race-list">
              {races.map((race, index) => (
                <li className="race" key={`${race.year}-${race.heatNumber}`}>
                  <p className="race-title">
                    {formatClock(start + index * gap)} {yearLabel(race.year)} Heat {race.heatNumber}
                  </p>
                  <ul>
                    {race.runners.map((r) => (
                      <li key={r.lane}>
                        Lane {r.lane}: {r.name}
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ol>
          </>
        ))}
    </section>
  );
}
