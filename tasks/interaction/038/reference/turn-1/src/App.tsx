import { useState } from "react";
import "./styles.css";
import { Player, RATING_MESSAGE, nameProblem, parseRating, seedOrder } from "./swiss";

export default function App() {
  const [players, setPlayers] = useState<Player[]>([]);
  const [nextId, setNextId] = useState(1);
  const [name, setName] = useState("");
  const [rating, setRating] = useState("");
  const [entryMessages, setEntryMessages] = useState<string[]>([]);

  const seeded = seedOrder(players);

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

  return (
    <main>
      <h1>Winter Swiss</h1>

      <section aria-labelledby="players-heading">
        <h2 id="players-heading">Players</h2>
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
                <th scope="col"><span className="visually-hidden">Actions</span></th>
              </tr>
            </thead>
            <tbody>
              {seeded.map((p, i) => (
                <tr key={p.id}>
                  <td>{i + 1}</td>
                  <td className="name">{p.name}</td>
                  <td>{p.rating}</td>
                  <td>
                    <button type="button" onClick={() => removePlayer(p.id)}>Remove</button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <p className="count">Players: {players.length}</p>
      </section>
    </main>
  );
}
