import { useState } from "react";
import type { FormEvent } from "react";
import { RATING_MESSAGE, nameProblem, parseRating, seedOrder } from "./players";
import type { Player } from "./players";
import {
  MIN_PLAYERS,
  RESULT_OPTIONS,
  TOTAL_ROUNDS,
  computeScores,
  computeStandings,
  formatScore,
  pairFirstRound,
  pairLaterRound,
  pairingOrder,
} from "./swiss";
import type { Result, Round } from "./swiss";
import "./styles.css";

export default function App() {
  const [players, setPlayers] = useState<Player[]>([]);
  const [nextId, setNextId] = useState(1);
  const [nameText, setNameText] = useState("");
  const [ratingText, setRatingText] = useState("");
  const [nameMessage, setNameMessage] = useState("");
  const [ratingMessage, setRatingMessage] = useState("");

  const [rounds, setRounds] = useState<Round[]>([]);
  const [roundsMessage, setRoundsMessage] = useState("");

  const seeded = seedOrder(players);
  const entriesOpen = rounds.length === 0;
  const standings = computeStandings(players, rounds);
  const stillPlaying = players.filter((player) => !player.withdrawn).length;
  const nameOf = (id: number) => players.find((player) => player.id === id)?.name ?? "";

  function addPlayer(event: FormEvent) {
    event.preventDefault();
    const name = nameText.trim();
    const problem = nameProblem(name, players);
    const rating = parseRating(ratingText);
    const ratingProblem = rating === null ? RATING_MESSAGE : "";
    if (problem || rating === null) {
      setNameMessage(problem);
      setRatingMessage(ratingProblem);
      return;
    }
    setPlayers([...players, { id: nextId, name, rating, withdrawn: false }]);
    setNextId(nextId + 1);
    setNameText("");
    setRatingText("");
    setNameMessage("");
    setRatingMessage("");
  }

  function removePlayer(id: number) {
    setPlayers(players.filter((player) => player.id !== id));
  }

  function toggleWithdrawn(id: number) {
    setPlayers(
      players.map((player) => (player.id === id ? { ...player, withdrawn: !player.withdrawn } : player)),
    );
  }

  function pairNextRound() {
    if (rounds.length >= TOTAL_ROUNDS) return;
    if (stillPlaying < MIN_PLAYERS) {
      setRoundsMessage(`At least ${MIN_PLAYERS} players are needed`);
      return;
    }
    const latest = rounds[rounds.length - 1];
    if (latest && latest.games.some((game) => game.result === "none")) {
      setRoundsMessage(`Enter every result of round ${rounds.length} first`);
      return;
    }
    const round =
      rounds.length === 0
        ? pairFirstRound(seeded)
        : pairLaterRound(pairingOrder(players, computeScores(players, rounds)), rounds);
    setRounds([...rounds, round]);
    setRoundsMessage("");
  }

  function setResult(roundIndex: number, gameIndex: number, result: Result) {
    setRounds(
      rounds.map((round, r) =>
        r !== roundIndex
          ? round
          : {
              ...round,
              games: round.games.map((game, g) => (g === gameIndex ? { ...game, result } : game)),
            },
      ),
    );
  }

  return (
    <main className="page">
      <h1>Winter Swiss</h1>
      <p className="intro">Lantern Yard Board Game Club — four-round Swiss tournament desk.</p>

      <section className="card" aria-labelledby="players-heading">
        <h2 id="players-heading">Players</h2>
        {entriesOpen && (
          <form className="entry" onSubmit={addPlayer} noValidate>
            <div className="field">
              <label htmlFor="player-name">Name</label>
              <input
                id="player-name"
                type="text"
                value={nameText}
                onChange={(event) => setNameText(event.target.value)}
              />
            </div>
            <div className="field">
              <label htmlFor="player-rating">Rating</label>
              <input
                id="player-rating"
                type="number"
                value={ratingText}
                onChange={(event) => setRatingText(event.target.value)}
              />
            </div>
            <button type="submit">Add player</button>
          </form>
        )}
        {(nameMessage || ratingMessage) && (
          <div className="messages" role="alert">
            {nameMessage && <p className="error">{nameMessage}</p>}
            {ratingMessage && <p className="error">{ratingMessage}</p>}
          </div>
        )}
        <table>
          <thead>
            <tr>
              <th scope="col">Seed</th>
              <th scope="col">Name</th>
              <th scope="col">Rating</th>
              {entriesOpen && <th scope="col" aria-hidden="true"></th>}
            </tr>
          </thead>
          <tbody>
            {seeded.map((player, index) => (
              <tr key={player.id}>
                <td>{index + 1}</td>
                <td>{player.name}</td>
                <td>{player.rating}</td>
                {entriesOpen && (
                  <td className="action">
                    <button type="button" className="secondary" onClick={() => removePlayer(player.id)}>
                      Remove
                    </button>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
        {players.length === 0 && <p className="empty">No players yet</p>}
        <p className="count">Players: {players.length}</p>
      </section>

      <section className="card" aria-labelledby="rounds-heading">
        <h2 id="rounds-heading">Rounds</h2>
        {rounds.map((round, roundIndex) => (
          <div className="round" key={roundIndex}>
            <h3>Round {roundIndex + 1}</h3>
            <ul className="games">
              {round.games.map((game, gameIndex) => {
                const selectId = `result-${roundIndex + 1}-${gameIndex + 1}`;
                return (
                  <li key={gameIndex} className="game">
                    <span className="pairing">
                      Table {gameIndex + 1}: {nameOf(game.first)} v {nameOf(game.second)}
                    </span>
                    <span className="result">
                      <label htmlFor={selectId}>Result</label>
                      <select
                        id={selectId}
                        value={game.result}
                        onChange={(event) => setResult(roundIndex, gameIndex, event.target.value as Result)}
                      >
                        {RESULT_OPTIONS.map((option) => (
                          <option key={option.value} value={option.value}>
                            {option.label}
                          </option>
                        ))}
                      </select>
                    </span>
                  </li>
                );
              })}
              {round.bye !== null && <li className="bye">Bye: {nameOf(round.bye)}</li>}
            </ul>
          </div>
        ))}
        {rounds.length < TOTAL_ROUNDS ? (
          <button type="button" onClick={pairNextRound}>
            Pair round {rounds.length + 1}
          </button>
        ) : (
          <p className="done">All {TOTAL_ROUNDS} rounds paired</p>
        )}
        {roundsMessage && (
          <p className="error" role="alert">
            {roundsMessage}
          </p>
        )}
      </section>

      <section className="card" aria-labelledby="standings-heading">
        <h2 id="standings-heading">Standings</h2>
        <table>
          <thead>
            <tr>
              <th scope="col">Rank</th>
              <th scope="col">Name</th>
              <th scope="col">Rating</th>
              <th scope="col">Score</th>
              <th scope="col">Buchholz</th>
              <th scope="col" aria-hidden="true"></th>
            </tr>
          </thead>
          <tbody>
            {standings.map((row) => (
              <tr key={row.player.id} className={row.player.withdrawn ? "withdrawn" : undefined}>
                <td>{row.rank}</td>
                <td>{row.player.withdrawn ? `${row.player.name} (withdrawn)` : row.player.name}</td>
                <td>{row.player.rating}</td>
                <td>{formatScore(row.score)}</td>
                <td>{formatScore(row.buchholz)}</td>
                <td className="action">
                  <button type="button" className="secondary" onClick={() => toggleWithdrawn(row.player.id)}>
                    {row.player.withdrawn ? "Reinstate" : "Withdraw"}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="count">
          Still playing: {stillPlaying} of {players.length}
        </p>
      </section>
    </main>
  );
}
