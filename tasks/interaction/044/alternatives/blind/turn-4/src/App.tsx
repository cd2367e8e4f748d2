import { useState } from "react";
import type { FormEvent } from "react";
import {
  CHECKOUTS,
  LEGS_TO_WIN,
  START_SCORE,
  checkoutFor,
  formatAverage,
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
  const [double, setDouble] = useState(false);
  const [visitError, setVisitError] = useState<string | null>(null);
  const [legMessage, setLegMessage] = useState<string | null>(null);
  const [undoMessage, setUndoMessage] = useState<string | null>(null);

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
    setDouble(false);
    setVisitError(null);
    setLegMessage(null);
    setUndoMessage(null);
  }

  const legsWon = [0, 1].map((p) => visits.filter((v) => v.won && v.player === p).length);
  const matchWinner: PlayerIndex | null =
    legsWon[0] >= LEGS_TO_WIN ? 0 : legsWon[1] >= LEGS_TO_WIN ? 1 : null;
  const matchOver = matchWinner !== null;
  const currentLeg = matchOver ? visits[visits.length - 1].leg : legsWon[0] + legsWon[1] + 1;
  const legVisits = visits.filter((v) => v.leg === currentLeg);
  const starter: PlayerIndex = (currentLeg - 1) % 2 === 0 ? 0 : 1;
  const toThrow: PlayerIndex = legVisits.length % 2 === 0 ? starter : starter === 0 ? 1 : 0;
  const remaining = [0, 1].map((p) => {
    const own = legVisits.filter((v) => v.player === p);
    return own.length > 0 ? own[own.length - 1].remainingAfter : START_SCORE;
  });

  const averages = [0, 1].map((p) => formatAverage(visits.filter((v) => v.player === p)));

  function enterVisit(event: FormEvent) {
    event.preventDefault();
    if (!players || matchOver) return;
    const total = parseVisitTotal(entry);
    if (total === null) {
      setVisitError(BAD_TOTAL);
      return;
    }
    const left = remaining[toThrow];
    const after = left - total;
    const bust = after < 0 || after === 1 || (after === 0 && !double);
    const won = after === 0 && !bust;
    const visit: Visit = {
      leg: currentLeg,
      player: toThrow,
      total,
      bust,
      remainingAfter: bust ? left : after,
      won,
    };
    setVisits([...visits, visit]);
    const winsMatch = won && legsWon[toThrow] + 1 >= LEGS_TO_WIN;
    setLegMessage(won && !winsMatch ? `${players[toThrow]} won leg ${currentLeg}` : null);
    setEntry("");
    setDouble(false);
    setVisitError(null);
    setUndoMessage(null);
  }

  function undoLastVisit() {
    if (matchOver || legVisits.length === 0) {
      setUndoMessage("Nothing to undo");
      return;
    }
    setVisits(visits.slice(0, -1));
    setVisitError(null);
  }

  const checkout = !matchOver ? checkoutFor(remaining[toThrow]) : null;

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
            <p className="muted">Leg {currentLeg}</p>
            <table>
              <thead>
                <tr>
                  <th scope="col">Player</th>
                  <th scope="col">Remaining</th>
                  <th scope="col">Legs</th>
                  <th scope="col">Average</th>
                </tr>
              </thead>
              <tbody>
                {players.map((name, p) => (
                  <tr key={p}>
                    <td>{name}</td>
                    <td>{remaining[p]}</td>
                    <td>{legsWon[p]}</td>
                    <td>{averages[p]}</td>
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
          <p className="to-throw">{matchOver ? "Match over" : `To throw: ${players[toThrow]}`}</p>
          {checkout && <p className="checkout">Checkout: {checkout}</p>}
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
            <label className="check">
              <input type="checkbox" checked={double} onChange={(e) => setDouble(e.target.checked)} />
              Finished on a double
            </label>
            <button type="submit">Enter visit</button>
            <button type="button" className="secondary" onClick={undoLastVisit}>
              Undo last visit
            </button>
          </form>
          {visitError && (
            <p className="error" role="alert">
              {visitError}
            </p>
          )}
          {undoMessage && <p className="error">{undoMessage}</p>}
          {legMessage && <p className="notice">{legMessage}</p>}
          {matchOver && matchWinner !== null && (
            <p className="notice">
              {players[matchWinner]} wins the match {legsWon[matchWinner]}-{legsWon[matchWinner === 0 ? 1 : 0]}
            </p>
          )}
        </section>
      )}

      <section className="card" aria-labelledby="visits-heading">
        <h2 id="visits-heading">Visits</h2>
        {players && legVisits.length > 0 ? (
          <ol className="visit-list">
            {legVisits.map((v, i) => (
              <li key={i}>
                {v.bust
                  ? `${players[v.player]}: bust, ${v.remainingAfter} left`
                  : `${players[v.player]}: ${v.total}, ${v.remainingAfter} left`}
              </li>
            ))}
          </ol>
        ) : (
          <p className="muted">No visits yet</p>
        )}
      </section>

      <section className="card" aria-labelledby="checkout-heading">
        <h2 id="checkout-heading">Checkout hints</h2>
        <table>
          <thead>
            <tr>
              <th scope="col">Remaining</th>
              <th scope="col">Route</th>
            </tr>
          </thead>
          <tbody>
            {CHECKOUTS.map(([score, route]) => (
              <tr key={score}>
                <td>{score}</td>
                <td>{route}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </main>
  );
}
