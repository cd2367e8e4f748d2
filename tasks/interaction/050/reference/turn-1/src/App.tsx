import { useState } from "react";
import "./styles.css";
import {
  Challenge,
  Player,
  challengeProblem,
  nameOf,
  startLadder,
} from "./ladder";

type Club = {
  ladder: Player[];
  open: Challenge[];
  nextChallengeId: number;
};

const NONE = "";

function initialClub(): Club {
  return {
    ladder: startLadder(),
    open: [],
    nextChallengeId: 1,
  };
}

export default function App() {
  const [club, setClub] = useState<Club>(initialClub);
  const [challenger, setChallenger] = useState(NONE);
  const [opponent, setOpponent] = useState(NONE);
  const [message, setMessage] = useState<string | null>(null);

  function issue() {
    const c = challenger === NONE ? null : Number(challenger);
    const o = opponent === NONE ? null : Number(opponent);
    const problem = challengeProblem(club.ladder, club.open, c, o);
    if (problem) {
      setMessage(problem);
      return;
    }
    const ch: Challenge = {
      id: club.nextChallengeId,
      challengerId: c as number,
      opponentId: o as number,
    };
    setClub({ ...club, open: [...club.open, ch], nextChallengeId: club.nextChallengeId + 1 });
    setMessage(null);
    setChallenger(NONE);
    setOpponent(NONE);
  }

  const options = club.ladder.map((p) => (
    <option key={p.id} value={String(p.id)}>
      {p.name}
    </option>
  ));

  return (
    <main className="page">
      <h1>Ashgrove singles ladder</h1>

      <div className="columns">
        <section className="panel" aria-labelledby="ladder-h">
          <h2 id="ladder-h">Ladder</h2>
          <table>
            <thead>
              <tr>
                <th scope="col">Place</th>
                <th scope="col">Player</th>
              </tr>
            </thead>
            <tbody>
              {club.ladder.map((p, i) => (
                <tr key={p.id}>
                  <td>{i + 1}</td>
                  <td>{p.name}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>

        <div className="side">
          <section className="panel" aria-labelledby="new-h">
            <h2 id="new-h">New challenge</h2>
            <div className="form">
              <label htmlFor="challenger">Challenger</label>
              <select id="challenger" value={challenger} onChange={(e) => setChallenger(e.target.value)}>
                <option value={NONE}>Choose a player</option>
                {options}
              </select>
              <label htmlFor="opponent">Opponent</label>
              <select id="opponent" value={opponent} onChange={(e) => setOpponent(e.target.value)}>
                <option value={NONE}>Choose a player</option>
                {options}
              </select>
            </div>
            <button type="button" onClick={issue}>
              Issue challenge
            </button>
            {message && <p className="message">{message}</p>}
          </section>
        </div>
      </div>

      <section className="panel" aria-labelledby="open-h">
        <h2 id="open-h">Open challenges</h2>
        {club.open.length === 0 ? (
          <p>No open challenges</p>
        ) : (
          <ul className="challenges">
            {club.open.map((ch) => (
              <li key={ch.id}>
                <span>
                  {nameOf(club.ladder, ch.challengerId)} challenges {nameOf(club.ladder, ch.opponentId)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </main>
  );
}
