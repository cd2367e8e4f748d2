import { formatKm, sumKm } from './format';
import { formatPace, paceSecondsPerKm } from './pace';
import type { RankedMember } from './ranking';

interface Props {
  rows: RankedMember[];
}

export default function Leaderboard({ rows: ranked }: Props) {
  const rows = ranked.map((m) => ({
    ...m,
    pace: paceSecondsPerKm(m.movingTime, m.distanceKm),
  }));
  const clubTotal = sumKm(ranked.map((m) => m.distanceKm));
  const fastest = rows.reduce((best, r) => (r.pace < best.pace ? r : best));

  return (
    <section className="card">
      <h2>Season leaderboard</h2>
      <p className="callout">
        Fastest average pace: {fastest.name}, {formatPace(fastest.pace)}
      </p>
      <table className="board">
        <thead>
          <tr>
            <th scope="col" className="num">Rank</th>
            <th scope="col">Runner</th>
            <th scope="col" className="num">Distance</th>
            <th scope="col" className="num">Runs</th>
            <th scope="col" className="num">Avg pace</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.name}>
              <td className="num rank">{r.rank}</td>
              <td>{r.name}</td>
              <td className="num">{formatKm(r.distanceKm)}</td>
              <td className="num">{r.runs}</td>
              <td className="num">{formatPace(r.pace)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="total">Club total: {formatKm(clubTotal)}</p>
    </section>
  );
}
