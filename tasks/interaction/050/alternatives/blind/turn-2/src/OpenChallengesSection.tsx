import { nameOf, type Challenge, type Player } from "./ladder";

interface Props {
  players: Player[];
  challenges: Challenge[];
  onResult: (challengeId: number, challengerWon: boolean) => void;
}

export default function OpenChallengesSection({ players, challenges, onResult }: Props) {
  return (
    <section className="panel" aria-labelledby="open-heading">
      <h2 id="open-heading">Open challenges</h2>
      {challenges.length === 0 ? (
        <p className="empty">No open challenges</p>
      ) : (
        <ul className="item-list">
          {challenges.map((c) => (
            <li key={c.id}>
              <span className="item-text">
                {nameOf(players, c.challengerId)} challenges {nameOf(players, c.opponentId)}
              </span>
              <span className="actions">
                <button type="button" className="small" onClick={() => onResult(c.id, true)}>
                  Challenger won
                </button>
                <button type="button" className="small secondary" onClick={() => onResult(c.id, false)}>
                  Opponent won
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
