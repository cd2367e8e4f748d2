import { useState } from "react";
import { checkChallenge, type Challenge, type Player } from "./ladder";

interface Props {
  players: Player[];
  challenges: Challenge[];
  onIssue: (challengerId: number, opponentId: number) => void;
}

function toId(value: string, players: Player[]): number | null {
  if (value === "") return null;
  const id = Number(value);
  return players.some((p) => p.id === id) ? id : null;
}

export default function NewChallengeSection({ players, challenges, onIssue }: Props) {
  const [challenger, setChallenger] = useState("");
  const [opponent, setOpponent] = useState("");
  const [message, setMessage] = useState<string | null>(null);

  const challengerId = toId(challenger, players);
  const opponentId = toId(opponent, players);

  function issue() {
    const problem = checkChallenge(players, challenges, challengerId, opponentId);
    if (problem !== null || challengerId === null || opponentId === null) {
      setMessage(problem);
      return;
    }
    onIssue(challengerId, opponentId);
    setMessage(null);
    setChallenger("");
    setOpponent("");
  }

  return (
    <section className="panel" aria-labelledby="new-challenge-heading">
      <h2 id="new-challenge-heading">New challenge</h2>
      <div className="form-row">
        <div className="field">
          <label htmlFor="challenger-select">Challenger</label>
          <select
            id="challenger-select"
            value={challengerId === null ? "" : String(challengerId)}
            onChange={(e) => setChallenger(e.target.value)}
          >
            <option value="">Choose a player</option>
            {players.map((p) => (
              <option key={p.id} value={String(p.id)}>
                {p.name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="opponent-select">Opponent</label>
          <select
            id="opponent-select"
            value={opponentId === null ? "" : String(opponentId)}
            onChange={(e) => setOpponent(e.target.value)}
          >
            <option value="">Choose a player</option>
            {players.map((p) => (
              <option key={p.id} value={String(p.id)}>
                {p.name}
              </option>
            ))}
          </select>
        </div>
        <button type="button" onClick={issue}>
          Issue challenge
        </button>
      </div>
      {message && (
        <p className="message" role="alert">
          {message}
        </p>
      )}
    </section>
  );
}
