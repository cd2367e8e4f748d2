import { clubTotal, km, members } from './season';

export default function Leaderboard() {
  const ranked = [...members].sort((a, b) => b.km - a.km);

  return (
    <section className="card">
      <h2>Season leaderboard</h2>
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
          </tr>
        </thead>
        <tbody>
          {ranked.map((m, i) => (
            <tr key={m.name}>
              <td className="rank">{i + 1}</td>
              <th scope="row">{m.name}</th>
              <td className="num">{km(m.km)}</td>
              <td className="num">{m.runs}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="total">Club total: {km(clubTotal)}</p>
    </section>
  );
}
