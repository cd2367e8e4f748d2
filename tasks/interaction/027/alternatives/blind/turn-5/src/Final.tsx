import { compareNames, formatHundredths, LANE_ORDER, LANES, parseResult, type Heat } from "./logic";
import { yearLabel, type Entrant, type Year } from "./types";

interface Props {
  year: Year;
  heats: Heat[];
  entrants: Entrant[];
  results: Record<number, string>;
}

interface Finalist {
  entrant: Entrant;
  result: number;
}

export default function Final({ year, heats, entrants, results }: Props) {
  let body;
  if (heats.length < 2) {
    body = <p className="summary">{yearLabel(year)} has no final</p>;
  } else {
    const finalists: Finalist[] = [];
    for (const entrant of entrants) {
      if (entrant.year !== year || entrant.withdrawn) continue;
      const result = parseResult(results[entrant.id] ?? "");
      if (result !== null) finalists.push({ entrant, result });
    }
    finalists.sort(
      (a, b) =>
        a.result - b.result || a.entrant.best - b.entrant.best || compareNames(a.entrant.name, b.entrant.name),
    );
    if (finalists.length === 0) {
      body = <p className="muted">No results yet</p>;
    } else {
      const lanes: (Finalist | null)[] = Array.from({ length: LANES }, () => null);
      finalists.slice(0, LANES).forEach((f, i) => {
        lanes[LANE_ORDER[i] - 1] = f;
      });
      body = (
        <table className="grid">
          <thead>
            <tr>
              <th scope="col">Lane</th>
              <th scope="col">Name</th>
              <th scope="col" className="num">Result (s)</th>
            </tr>
          </thead>
          <tbody>
            {lanes.map((f, laneIndex) => (
              <tr key={laneIndex}>
                <td>{laneIndex + 1}</td>
                {f ? (
                  <>
                    <td>{f.entrant.name}</td>
                    <td className="num">{formatHundredths(f.result)}</td>
                  </>
                ) : (
                  <>
                    <td className="empty">Empty</td>
                    <td className="num"></td>
                  </>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      );
    }
  }

  return (
    <section className="card" aria-labelledby="final-heading">
      <h2 id="final-heading">Final</h2>
      {body}
    </section>
  );
}
