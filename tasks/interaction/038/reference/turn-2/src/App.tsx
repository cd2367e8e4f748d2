import { useState } from "react";
import "./styles.css";
import {
  MIN_PLAYERS,
  Outcome,
  Player,
  RATING_MESSAGE,
  Round,
  TOO_FEW_MESSAGE,
  formatScore,
  nameProblem,
  pairRound,
  parseRating,
  seedOrder,
  standings,
} from "./swiss";

const OUTCOMES: { value: Outcome; label: string }[] = [
  { value: "", label: "Not played" },
  { value: "1-0", label: "1-0" },
  { value: "Draw", label: "Draw" },
  { value: "0-1", label: "0-1" },
];

export default function App() {
  const [players, setPlayers] = useState<Player[]>([]);
  const [nextId, setNextId] = useState(1);
  const [name, setName] = useState("");
  const [rating, setRating] = useState("");
  const [entryMessages, setEntryMessages] = useState<string[]>([]);
  const [rounds, setRounds] = useState<Round[]>([]);
  const [roundMessage, setRoundMessage] = useState("");

  const seeded = seedOrder(players);
  const table = standings(players, rounds);
  const nameOf = (id: number) => players.find((p) => p.id === id)?.name ?? "";
  const entriesOpen = rounds.length === 0;

  function addPlayer() {
    const problems: string[] = [];
    const nameMessage = nameProblem(name, players);
    if (nameMessage) problems.push(nameMessage);
    const value = parseRating(rating);
    if (value === null) problems.push(RATING_MESSAGE);
    if (problems.length > 0 || value === null) {
      setEntryMessages(problems);
      return;
    }
    setPlayers((list) => [...list, { id: nextId, name: name.trim(), rating: value }]);
    setNextId((n) => n + 1);
    setName("");
    setRating("");
    setEntryMessages([]);
  }

  function removePlayer(id: number) {
    setPlayers((list) => list.filter((p) => p.id !== id));
  }

  function pairNext() {
    if (players.length < MIN_PLAYERS) {
      setRoundMessage(TOO_FEW_MESSAGE);
      return;
    }
    setRounds([pairRound(players)]);
    setRoundMessage("");
  }

  function setResult(roundIndex: number, table: number, result: Outcome) {
    setRounds((list) =>
      list.map((r, i) =>
        i !== roundIndex ? r : { ...r, games: r.games.map((g) => (g.table === table ? { ...g, result } : g)) },
      ),
    );
  }

  return (
    <main>
      <h1>Winter Swiss</h1>

      <section aria-labelledby="players-heading">
        <h2 id="players-heading">Players</h2>
        {entriesOpen && (
          <div className="entry">
            <label>
              Name
              <input type="text" value={name} onChange={(e) => setName(e.target.value)} />
            </label>
            <label>
              Rating
              <input type="number" value={rating} onChange={(e) => setRating(e.target.value)} />
            </label>
            <button type="button" onClick={addPlayer}>Add player</button>
          </div>
        )}
        {entryMessages.map((m) => (
          <p key={m} className="problem" role="alert">{m}</p>
        ))}
        {players.length === 0 ? (
          <p>No players yet</p>
        ) : (
          <table>
            <thead>
              <tr>
                <th scope="col">Seed</th>
                <th scope="col" className="name">Name</th>
                <th scope="col">Rating</th>
                {entriesOpen && <th scope="col"><span className="visually-hidden">Actions</span></th>}
              </tr>
            </thead>
            <tbody>
              {seeded.map((p, i) => (
                <tr key={p.id}>
                  <td>{i + 1}</td>
                  <td className="name">{p.name}</td>
                  <td>{p.rating}</td>
                  {entriesOpen && (
                    <td>
                      <button type="button" onClick={() => removePlayer(p.id)}>Remove</button>
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <p className="count">Players: {players.length}</p>
      </section>

      <section aria-labelledby="rounds-heading">
        <h2 id="rounds-heading">Rounds</h2>
        {rounds.map((round, ri) => (
          <section key={ri} className="round" aria-labelledby={`round-${ri + 1}`}>
            <h3 id={`round-${ri + 1}`}>Round {ri + 1}</h3>
            <ul className="games">
              {round.games.map((g) => (
                <li key={g.table}>
                  <span className="pairing">
                    Table {g.table}: {nameOf(g.first)} v {nameOf(g.second)}
                  </span>
                  <label className="result">
                    Result
                    <select value={g.result} onChange={(e) => setResult(ri, g.table, e.target.value as Outcome)}>
                      {OUTCOMES.map((o) => (
                        <option key={o.label} value={o.value}>{o.label}</option>
                      ))}
                    </select>
                  </label>
                </li>
              ))}
              {round.bye !== null && <li className="bye">Bye: {nameOf(round.bye)}</li>}
            </ul>
          </section>
        ))}
        <div className="pair">
          {rounds.length === 0 && (
            <button type="button" onClick={pairNext}>Pair round 1</button>
          )}
          {roundMessage && <p className="problem" role="alert">{roundMessage}</p>}
        </div>
      </section>

      <section aria-labelledby="standings-heading">
        <h2 id="standings-heading">Standings</h2>
        <table>
          <thead>
            <tr>
              <th scope="col">Rank</th>
              <th scope="col" className="name">Name</th>
              <th scope="col">Rating</th>
              <th scope="col">Score</th>
            </tr>
          </thead>
          <tbody>
            {table.map((row) => (
              <tr key={row.player.id}>
                <td>{row.rank}</td>
                <td className="name">{row.player.name}</td>
                <td>{row.player.rating}</td>
                <td>{formatScore(row.half)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </main>
  );
}
