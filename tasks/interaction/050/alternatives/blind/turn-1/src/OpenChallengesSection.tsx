import { nameOf, type Challenge, type Player } from "./ladder";

interface Props {
  players: Player[];
  challenges: Challenge[];
}

export default function OpenChallengesSection({ players, challenges }: Props) {
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
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
