import { clubTotal, km, members, pace, paceOf } from './season';

export default function Leaderboard() {
  const ranked = [...members].sort((a, b) => b.km - a.km);
  const quickest = [...members].sort((a, b) => paceOf(a) - paceOf(b))[0];

  return (
    <section className="card">
      <h2>Season leaderboard</h2>
      <p className="callout">
        Fastest average pace: {quickest.name}, {pace(paceOf(quickest))}
      </p>
      <table className="board">
        <thead>
          <tr>
            <th scope="col">Rank</th>
            <th scope="col">Runner</th>
            <th scope="col" className="num">
              Distance
            </th>
            <th scope="col" className="num">
              Runs
            </th>
            <th scope="col" className="num">
              Avg pace
            </th>
          </tr>
        </thead>
        <tbody>
          {ranked.map((m, i) => (
            <tr key={m.name}>
              <td className="rank">{i + 1}</td>
              <th scope="row">{m.name}</th>
              <td className="num">{km(m.km)}</td>
              <td className="num">{m.runs}</td>
              <td className="num">{pace(paceOf(m))}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="total">Club total: {km(clubTotal)}</p>
    </section>
  );
}
