import { formatHundredths, parseResult, plural, runnersIn, type Heat } from "./logic";
import { YEARS, yearLabel, type Entrant, type Year } from "./types";

interface Props {
  heats: Heat[];
  byId: Map<number, Entrant>;
  year: Year;
  onYearChange: (year: Year) => void;
  locked: boolean;
  onToggleLock: () => void;
  results: Record<number, string>;
  onResultChange: (id: number, value: string) => void;
}

export default function Heats({
  heats,
  byId,
  year,
  onYearChange,
  locked,
  onToggleLock,
  results,
  onResultChange,
}: Props) {
  const runners = heats.reduce((sum, heat) => sum + runnersIn(heat), 0);
  const problems: { id: number; name: string }[] = [];
  for (const heat of heats) {
    for (const id of heat) {
      const runner = id === null ? undefined : byId.get(id);
      if (!runner) continue;
      const text = results[runner.id] ?? "";
      if (text.trim() !== "" && parseResult(text) === null) problems.push({ id: runner.id, name: runner.name });
    }
  }

  return (
    <section className="card" aria-labelledby="heats-heading">
      <h2 id="heats-heading">Heats</h2>
      <div className="toolbar">
        <div className="field">
          <label htmlFor="race-year">Show race for</label>
          <select id="race-year" value={year} onChange={(e) => onYearChange(Number(e.target.value) as Year)}>
            {YEARS.map((y) => (
              <option key={y} value={y}>
                {yearLabel(y)}
              </option>
            ))}
          </select>
        </div>
        <button type="button" className={locked ? undefined : "primary"} onClick={onToggleLock}>
          {locked ? "Unlock heats" : "Lock heats"}
        </button>
      </div>
      {locked && <p className="status-note">Heats locked</p>}
      {problems.length > 0 && (
        <ul className="messages">
          {problems.map((p) => (
            <li key={p.id}>Check the result for {p.name}</li>
          ))}
        </ul>
      )}
      {heats.length === 0 ? (
        <p className="summary">No entrants in {yearLabel(year)}</p>
      ) : (
        <>
          <p className="summary">
            {yearLabel(year)}: {plural(runners, "runner")} in {plural(heats.length, "heat")}
          </p>
          {heats.map((heat, index) => (
            <div className="heat" key={index}>
              <h3>Heat {index + 1}</h3>
              <table className="grid">
                <thead>
                  <tr>
                    <th scope="col">Lane</th>
                    <th scope="col">Name</th>
                    <th scope="col" className="num">Best time (s)</th>
                    <th scope="col">Result (s)</th>
                  </tr>
                </thead>
                <tbody>
                  {heat.map((id, laneIndex) => {
                    const runner = id === null ? undefined : byId.get(id);
                    return (
                      <tr key={laneIndex}>
                        <td>{laneIndex + 1}</td>
                        {runner ? (
                          <>
                            <td>{runner.name}</td>
                            <td className="num">{formatHundredths(runner.best)}</td>
                            <td>
                              <label className="sr-only" htmlFor={`result-${runner.id}`}>
                                Result for {runner.name}
                              </label>
                              <input
                                id={`result-${runner.id}`}
                                className="result-input"
                                type="text"
                                inputMode="decimal"
                                value={results[runner.id] ?? ""}
                                onChange={(e) => onResultChange(runner.id, e.target.value)}
                              />
                            </td>
                          </>
                        ) : (
                          <>
                            <td className="empty">Empty</td>
                            <td className="num"></td>
                            <td></td>
                          </>
                        )}
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
  );
}
