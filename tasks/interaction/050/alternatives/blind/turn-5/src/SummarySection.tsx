import type { PlayerSummary } from "./ladder";

interface Props {
  rows: PlayerSummary[];
}

export default function SummarySection({ rows }: Props) {
  return (
    <section className="panel" aria-labelledby="summary-heading">
      <h2 id="summary-heading">Player summary</h2>
      <table>
        <thead>
          <tr>
            <th scope="col">Player</th>
            <th scope="col" className="num">Played</th>
            <th scope="col" className="num">Won</th>
            <th scope="col" className="num">Lost</th>
            <th scope="col" className="num">Best place</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.player.id}>
              <td>{row.player.name}</td>
              <td className="num">{row.played}</td>
              <td className="num">{row.won}</td>
              <td className="num">{row.lost}</td>
              <td className="num">{row.bestPlace}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
