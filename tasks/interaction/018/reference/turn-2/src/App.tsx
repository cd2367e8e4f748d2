import { useState } from "react";
import "./styles.css";
import { GOALS_MESSAGE, Result, SELF_MESSAGE, TEAMS, buildTable, duplicateMessage, parseGoals, resultLine, signed } from "./league";

export default function App() {
  const [results, setResults] = useState<Result[]>([]);
  const [nextId, setNextId] = useState(1);
  const [home, setHome] = useState(TEAMS[0]);
  const [away, setAway] = useState(TEAMS[1]);
  const [homeGoals, setHomeGoals] = useState("0");
  const [awayGoals, setAwayGoals] = useState("0");
  const [messages, setMessages] = useState<string[]>([]);
  const [editingId, setEditingId] = useState<number | null>(null);

  const table = buildTable(results);

  function submit() {
    const problems: string[] = [];
    if (home === away) problems.push(SELF_MESSAGE);
    const hg = parseGoals(homeGoals);
    const ag = parseGoals(awayGoals);
    if (hg === null || ag === null) problems.push(GOALS_MESSAGE);
    if (home !== away && results.some((r) => r.id !== editingId && r.home === home && r.away === away)) {
      problems.push(duplicateMessage(home, away));
    }
    if (problems.length > 0 || hg === null || ag === null) {
      setMessages(problems);
      return;
    }
    if (editingId === null) {
      setResults((list) => [...list, { id: nextId, home, away, homeGoals: hg, awayGoals: ag }]);
      setNextId((n) => n + 1);
    } else {
      const id = editingId;
      setResults((list) => list.map((r) => (r.id === id ? { id, home, away, homeGoals: hg, awayGoals: ag } : r)));
      setEditingId(null);
    }
    setHomeGoals("0");
    setAwayGoals("0");
    setMessages([]);
  }

  function startEdit(r: Result) {
    setEditingId(r.id);
    setHome(r.home);
    setAway(r.away);
    setHomeGoals(String(r.homeGoals));
    setAwayGoals(String(r.awayGoals));
    setMessages([]);
  }

  function cancelEdit() {
    setEditingId(null);
    setHomeGoals("0");
    setAwayGoals("0");
    setMessages([]);
  }

  function remove(id: number) {
    setResults((list) => list.filter((r) => r.id !== id));
    if (id === editingId) cancelEdit();
  }

  return (
    <main>
      <h1>League table</h1>

      <section aria-labelledby="add-heading">
        <h2 id="add-heading">Add result</h2>
        <div className="row">
          <label>
            Home team
            <select value={home} onChange={(e) => setHome(e.target.value)}>
              {TEAMS.map((t) => (
                <option key={t} value={t}>{t}</option>
              ))}
            </select>
          </label>
          <label>
            Home goals
            <input type="number" min="0" max="30" step="1" value={homeGoals} onChange={(e) => setHomeGoals(e.target.value)} />
          </label>
          <label>
            Away goals
            <input type="number" min="0" max="30" step="1" value={awayGoals} onChange={(e) => setAwayGoals(e.target.value)} />
          </label>
          <label>
            Away team
            <select value={away} onChange={(e) => setAway(e.target.value)}>
              {TEAMS.map((t) => (
                <option key={t} value={t}>{t}</option>
              ))}
            </select>
          </label>
          <button type="button" onClick={submit}>{editingId === null ? "Add result" : "Save changes"}</button>
          {editingId !== null && (
            <button type="button" onClick={cancelEdit}>Cancel edit</button>
          )}
        </div>
        {messages.map((m) => (
          <p key={m} className="problem" role="alert">{m}</p>
        ))}
      </section>

      <section aria-labelledby="results-heading">
        <h2 id="results-heading">Results</h2>
        {results.length === 0 ? (
          <p>No results yet</p>
        ) : (
          <ul className="results">
            {results.map((r) => (
              <li key={r.id} className={r.id === editingId ? "editing" : undefined}>
                <span className="line">{resultLine(r)}</span>
                <button type="button" onClick={() => startEdit(r)}>Edit</button>
                <button type="button" onClick={() => remove(r.id)}>Remove</button>
              </li>
            ))}
          </ul>
        )}
        <p className="count">Results entered: {results.length} of 20</p>
      </section>

      <section aria-labelledby="table-heading">
        <h2 id="table-heading">Table</h2>
        <table>
          <thead>
            <tr>
              <th scope="col">Pos</th>
              <th scope="col" className="team">Team</th>
              <th scope="col">P</th>
              <th scope="col">W</th>
              <th scope="col">D</th>
              <th scope="col">L</th>
              <th scope="col">GF</th>
              <th scope="col">GA</th>
              <th scope="col">GD</th>
              <th scope="col">Pts</th>
            </tr>
          </thead>
          <tbody>
            {table.map((row, i) => (
              <tr key={row.team}>
                <td>{i + 1}</td>
                <td className="team">{row.team}</td>
                <td>{row.played}</td>
                <td>{row.won}</td>
                <td>{row.drawn}</td>
                <td>{row.lost}</td>
                <td>{row.scored}</td>
                <td>{row.conceded}</td>
                <td>{signed(row.scored - row.conceded)}</td>
                <td className="pts">{row.points}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </main>
  );
}
