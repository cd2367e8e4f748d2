import { type Member, fastestRunner, formatKm, formatPace, leaderboard, paceSeconds } from "./season";

export default function Leaderboard({ members }: { members: Member[] }) {
  const rows = leaderboard(members);
  const clubTenths = members.reduce((sum, m) => sum + m.distanceTenths, 0);
  const quickest = fastestRunner(members);

  return (
    <section className="card">
      <h2>Season leaderboard</h2>
      {quickest && (
        <p className="callout">
          Fastest average pace: {quickest.name}, {formatPace(paceSeconds(quickest))}
        </p>
      )}
      <table className="board">
        <thead>
          <tr>
            <th scope="col">Rank</th>
            <th scope="col">Runner</th>
            <th scope="col" className="right">Distance</th>
            <th scope="col" className="right">Runs</th>
            <th scope="col" className="right">Avg pace</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((m) => (
            <tr key={m.name}>
              <td className="rank">{m.rank}</td>
              <th scope="row">{m.name}</th>
              <td className="right">{formatKm(m.distanceTenths)}</td>
              <td className="right">{m.runs}</td>
              <td className="right">{formatPace(paceSeconds(m))}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="total">Club total: {formatKm(clubTenths)}</p>
    </section>
  );
}
