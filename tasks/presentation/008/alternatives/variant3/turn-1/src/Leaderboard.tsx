import type { Member } from './data';
import { formatKm, sumKm } from './format';
import { rankByDistance } from './ranking';

interface Props {
  members: Member[];
}

export default function Leaderboard({ members }: Props) {
  const rows = rankByDistance(members);
  const clubTotal = sumKm(members.map((m) => m.distanceKm));

  return (
    <section className="card">
      <h2>Season leaderboard</h2>
      <table className="board">
        <thead>
          <tr>
            <th scope="col" className="num">Rank</th>
            <th scope="col">Runner</th>
            <th scope="col" className="num">Distance</th>
            <th scope="col" className="num">Runs</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.name}>
              <td className="num rank">{r.rank}</td>
              <td>{r.name}</td>
              <td className="num">{formatKm(r.distanceKm)}</td>
              <td className="num">{r.runs}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="total">Club total: {formatKm(clubTotal)}</p>
    </section>
  );
}
