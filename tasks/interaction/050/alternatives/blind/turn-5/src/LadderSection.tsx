import type { Player } from "./ladder";

interface Props {
  players: Player[];
  onWithdraw: (playerId: number) => void;
}

export default function LadderSection({ players, onWithdraw }: Props) {
  return (
    <section className="panel" aria-labelledby="ladder-heading">
      <h2 id="ladder-heading">Ladder</h2>
      <table>
        <thead>
          <tr>
            <th scope="col" className="num">Place</th>
            <th scope="col">Player</th>
            <th scope="col">Action</th>
          </tr>
        </thead>
        <tbody>
          {players.map((player, index) => (
            <tr key={player.id}>
              <td className="num">{index + 1}</td>
              <td>{player.name}</td>
              <td>
                <button type="button" className="small secondary" onClick={() => onWithdraw(player.id)}>
                  Withdraw
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
