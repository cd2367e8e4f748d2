import type { Player } from "./ladder";

interface Props {
  players: Player[];
}

export default function LadderSection({ players }: Props) {
  return (
    <section className="panel" aria-labelledby="ladder-heading">
      <h2 id="ladder-heading">Ladder</h2>
      <table>
        <thead>
          <tr>
            <th scope="col" className="num">Place</th>
            <th scope="col">Player</th>
          </tr>
        </thead>
        <tbody>
          {players.map((player, index) => (
            <tr key={player.id}>
              <td className="num">{index + 1}</td>
              <td>{player.name}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
