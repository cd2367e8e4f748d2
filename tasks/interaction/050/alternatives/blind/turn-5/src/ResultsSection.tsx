import type { MatchResult } from "./ladder";

interface Props {
  results: MatchResult[];
}

export default function ResultsSection({ results }: Props) {
  const newestFirst = [...results].reverse();
  return (
    <section className="panel" aria-labelledby="results-heading">
      <h2 id="results-heading">Results</h2>
      {newestFirst.length === 0 ? (
        <p className="empty">No results yet</p>
      ) : (
        <ul className="item-list">
          {newestFirst.map((r) => (
            <li key={r.number}>
              <span className="item-text">
                Match {r.number}: {r.winner} beat {r.loser}
                {r.forfeit ? " by forfeit" : ""}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
