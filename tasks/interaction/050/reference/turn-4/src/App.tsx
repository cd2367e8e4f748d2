import { useState } from "react";
import "./styles.css";
import {
  Challenge,
  Player,
  Result,
  challengerWins,
  DAYS_TO_PLAY,
  joinProblem,
  withdraw,
  challengeProblem,
  nameOf,
  startLadder,
} from "./ladder";

type Club = {
  ladder: Player[];
  open: Challenge[];
  results: Result[];
  day: number;
  nextChallengeId: number;
  nextPlayerId: number;
};

const NONE = "";

function initialClub(): Club {
  return {
    ladder: startLadder(),
    open: [],
    results: [],
    day: 1,
    nextChallengeId: 1,
    nextPlayerId: 100,
  };
}

function record(club: Club, ch: Challenge, challengerWon: boolean, forfeit: boolean): Club {
  const winnerId = challengerWon ? ch.challengerId : ch.opponentId;
  const loserId = challengerWon ? ch.opponentId : ch.challengerId;
  const result: Result = {
    no: club.results.length + 1,
    winnerId,
    loserId,
    winner: nameOf(club.ladder, winnerId),
    loser: nameOf(club.ladder, loserId),
    forfeit,
  };
  return {
    ...club,
    ladder: challengerWon ? challengerWins(club.ladder, ch.challengerId, ch.opponentId) : club.ladder,
    open: club.open.filter((c) => c.id !== ch.id),
    results: [...club.results, result],
  };
}

export default function App() {
  const [club, setClub] = useState<Club>(initialClub);
  const [challenger, setChallenger] = useState(NONE);
  const [opponent, setOpponent] = useState(NONE);
  const [message, setMessage] = useState<string | null>(null);
  const [newName, setNewName] = useState("");
  const [joinMessage, setJoinMessage] = useState<string | null>(null);

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
      issuedDay: club.day,
    };
    setClub({ ...club, open: [...club.open, ch], nextChallengeId: club.nextChallengeId + 1 });
    setMessage(null);
    setChallenger(NONE);
    setOpponent(NONE);
  }

  function recordResult(ch: Challenge, challengerWon: boolean) {
    setClub(record(club, ch, challengerWon, false));
  }

  function nextDay() {
    let next: Club = { ...club, day: club.day + 1 };
    for (const ch of club.open) {
      if (next.day > ch.issuedDay + DAYS_TO_PLAY) {
        next = record(next, ch, true, true);
      }
    }
    setClub(next);
  }

  function join() {
    const problem = joinProblem(club.ladder, newName);
    if (problem) {
      setJoinMessage(problem);
      return;
    }
    const player: Player = { id: club.nextPlayerId, name: newName.trim() };
    setClub({ ...club, ladder: [...club.ladder, player], nextPlayerId: club.nextPlayerId + 1 });
    setNewName("");
    setJoinMessage(null);
  }

  function leave(id: number) {
    setClub({
      ...club,
      ladder: withdraw(club.ladder, id),
      open: club.open.filter((c) => c.challengerId !== id && c.opponentId !== id),
    });
    if (challenger === String(id)) setChallenger(NONE);
    if (opponent === String(id)) setOpponent(NONE);
  }

  const options = club.ladder.map((p) => (
    <option key={p.id} value={String(p.id)}>
      {p.name}
    </option>
  ));

  return (
    <main className="page">
      <h1>Ashgrove singles ladder</h1>

      <section className="panel" aria-labelledby="calendar-h">
        <h2 id="calendar-h">Club calendar</h2>
        <p className="day">Day {club.day}</p>
        <button type="button" onClick={nextDay}>
          Next day
        </button>
      </section>

      <div className="columns">
        <section className="panel" aria-labelledby="ladder-h">
          <h2 id="ladder-h">Ladder</h2>
          <table>
            <thead>
              <tr>
                <th scope="col">Place</th>
                <th scope="col">Player</th>
                <th scope="col">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {club.ladder.map((p, i) => (
                <tr key={p.id}>
                  <td>{i + 1}</td>
                  <td>{p.name}</td>
                  <td>
                    <button type="button" className="small" onClick={() => leave(p.id)}>
                      Withdraw
                    </button>
                  </td>
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

          <section className="panel" aria-labelledby="join-h">
            <h2 id="join-h">Add member</h2>
            <div className="form">
              <label htmlFor="member-name">Name</label>
              <input id="member-name" type="text" value={newName} onChange={(e) => setNewName(e.target.value)} />
            </div>
            <button type="button" onClick={join}>
              Join ladder
            </button>
            {joinMessage && <p className="message">{joinMessage}</p>}
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
                <span className="due">Play by day {ch.issuedDay + DAYS_TO_PLAY}</span>
                <span className="actions">
                  <button type="button" className="small" onClick={() => recordResult(ch, true)}>
                    Challenger won
                  </button>
                  <button type="button" className="small" onClick={() => recordResult(ch, false)}>
                    Opponent won
                  </button>
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className="panel" aria-labelledby="results-h">
        <h2 id="results-h">Results</h2>
        {club.results.length === 0 ? (
          <p>No results yet</p>
        ) : (
          <ul className="results">
            {club.results
              .slice()
              .reverse()
              .map((r) => (
                <li key={r.no}>
                  Match {r.no}: {r.winner} beat {r.loser}
                  {r.forfeit ? " by forfeit" : ""}
                </li>
              ))}
          </ul>
        )}
      </section>
    </main>
  );
}
