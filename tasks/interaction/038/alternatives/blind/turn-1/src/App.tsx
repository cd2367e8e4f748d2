import { useState } from "react";
import type { FormEvent } from "react";
import { RATING_MESSAGE, nameProblem, parseRating, seedOrder } from "./players";
import type { Player } from "./players";
import "./styles.css";

export default function App() {
  const [players, setPlayers] = useState<Player[]>([]);
  const [nextId, setNextId] = useState(1);
  const [nameText, setNameText] = useState("");
  const [ratingText, setRatingText] = useState("");
  const [nameMessage, setNameMessage] = useState("");
  const [ratingMessage, setRatingMessage] = useState("");

  const seeded = seedOrder(players);

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
    setPlayers([...players, { id: nextId, name, rating }]);
    setNextId(nextId + 1);
    setNameText("");
    setRatingText("");
    setNameMessage("");
    setRatingMessage("");
  }

  function removePlayer(id: number) {
    setPlayers(players.filter((player) => player.id !== id));
  }

  return (
    <main className="page">
      <h1>Winter Swiss</h1>
      <p className="intro">Lantern Yard Board Game Club — four-round Swiss tournament desk.</p>

      <section className="card" aria-labelledby="players-heading">
        <h2 id="players-heading">Players</h2>
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
              <th scope="col" aria-hidden="true"></th>
            </tr>
          </thead>
          <tbody>
            {seeded.map((player, index) => (
              <tr key={player.id}>
                <td>{index + 1}</td>
                <td>{player.name}</td>
                <td>{player.rating}</td>
                <td className="action">
                  <button type="button" className="secondary" onClick={() => removePlayer(player.id)}>
                    Remove
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {players.length === 0 && <p className="empty">No players yet</p>}
        <p className="count">Players: {players.length}</p>
      </section>

    </main>
  );
}
