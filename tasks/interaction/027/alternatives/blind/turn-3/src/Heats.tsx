import { formatHundredths, plural, runnersIn, type Heat } from "./logic";
import { YEARS, yearLabel, type Entrant, type Year } from "./types";

interface Props {
  heats: Heat[];
  byId: Map<number, Entrant>;
  year: Year;
  onYearChange: (year: Year) => void;
  locked: boolean;
  onToggleLock: () => void;
}

export default function Heats({ heats, byId, year, onYearChange, locked, onToggleLock }: Props) {
  const runners = heats.reduce((sum, heat) => sum + runnersIn(heat), 0);

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
                          </>
                        ) : (
                          <>
                            <td className="empty">Empty</td>
                            <td className="num"></td>
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
