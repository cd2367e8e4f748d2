import { useState } from "react";
import type { FormEvent } from "react";
import {
  START_SCORE,
  parseVisitTotal,
} from "./darts";
import type { PlayerIndex, Visit } from "./darts";
import "./styles.css";

const BAD_TOTAL = "Enter a total three darts can score (0 to 180)";

export default function App() {
  const [name1, setName1] = useState("");
  const [name2, setName2] = useState("");
  const [playerError, setPlayerError] = useState<string | null>(null);
  const [players, setPlayers] = useState<[string, string] | null>(null);
  const [visits, setVisits] = useState<Visit[]>([]);
  const [entry, setEntry] = useState("");
  const [visitError, setVisitError] = useState<string | null>(null);

  function startGame(event: FormEvent) {
    event.preventDefault();
    const a = name1.trim();
    const b = name2.trim();
    if (a.length < 1 || a.length > 12 || b.length < 1 || b.length > 12) {
      setPlayerError("Player names must be 1 to 12 characters");
      return;
    }
    if (a.toLowerCase() === b.toLowerCase()) {
      setPlayerError("The players need different names");
      return;
    }
    setPlayerError(null);
    setPlayers([a, b]);
    setVisits([]);
    setEntry("");
    setVisitError(null);
  }

  const winner = visits.find((v) => v.remainingAfter === 0);
  const toThrow: PlayerIndex = visits.length % 2 === 0 ? 0 : 1;
  const remaining = [0, 1].map((p) => {
    const own = visits.filter((v) => v.player === p);
    return own.length > 0 ? own[own.length - 1].remainingAfter : START_SCORE;
  });

  function enterVisit(event: FormEvent) {
    event.preventDefault();
    if (!players || winner) return;
    const total = parseVisitTotal(entry);
    if (total === null) {
      setVisitError(BAD_TOTAL);
      return;
    }
    const left = remaining[toThrow];
    if (total > left) {
      setVisitError(`${players[toThrow]} has only ${left} left`);
      return;
    }
    const visit: Visit = { player: toThrow, total, remainingAfter: left - total };
    setVisits([...visits, visit]);
    setEntry("");
    setVisitError(null);
  }

  return (
    <main className="page">
      <h1>Darts 501</h1>

      <section className="card" aria-labelledby="players-heading">
        <h2 id="players-heading">Players</h2>
        {players ? (
          <p className="to-throw">
            {players[0]} vs {players[1]}
          </p>
        ) : (
          <form className="row" noValidate onSubmit={startGame}>
            <div className="field">
              <label htmlFor="player-1">Player 1</label>
              <input id="player-1" type="text" value={name1} onChange={(e) => setName1(e.target.value)} />
            </div>
            <div className="field">
              <label htmlFor="player-2">Player 2</label>
              <input id="player-2" type="text" value={name2} onChange={(e) => setName2(e.target.value)} />
            </div>
            <button type="submit">Start game</button>
          </form>
        )}
        {!players && playerError && (
          <p className="error" role="alert">
            {playerError}
          </p>
        )}
      </section>

      <section className="card" aria-labelledby="scoreboard-heading">
        <h2 id="scoreboard-heading">Scoreboard</h2>
        {players ? (
          <>
            <table>
              <thead>
                <tr>
                  <th scope="col">Player</th>
                  <th scope="col">Remaining</th>
                </tr>
              </thead>
              <tbody>
                {players.map((name, p) => (
                  <tr key={p}>
                    <td>{name}</td>
                    <td>{remaining[p]}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        ) : (
          <p className="muted">No game yet</p>
        )}
      </section>

      {players && (
        <section className="card" aria-labelledby="visit-heading">
          <h2 id="visit-heading">Visit</h2>
          <p className="to-throw">To throw: {players[toThrow]}</p>
          <form className="row" noValidate onSubmit={enterVisit}>
            <div className="field">
              <label htmlFor="visit-total">Visit total</label>
              <input
                id="visit-total"
                type="text"
                inputMode="numeric"
                autoComplete="off"
                value={entry}
                onChange={(e) => setEntry(e.target.value)}
              />
            </div>
            <button type="submit">Enter visit</button>
          </form>
          {visitError && (
            <p className="error" role="alert">
              {visitError}
            </p>
          )}
          {winner && <p className="notice">{players[winner.player]} wins the leg</p>}
        </section>
      )}

      <section className="card" aria-labelledby="visits-heading">
        <h2 id="visits-heading">Visits</h2>
        {players && visits.length > 0 ? (
          <ol className="visit-list">
            {visits.map((v, i) => (
              <li key={i}>
                {players[v.player]}: {v.total}, {v.remainingAfter} left
              </li>
            ))}
          </ol>
        ) : (
          <p className="muted">No visits yet</p>
        )}
      </section>
    </main>
  );
}
