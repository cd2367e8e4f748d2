import { useMemo, useState } from "react";
import "./styles.css";
import { TEAMS, Deduction, Result, buildTable, parseGoals, resultLine } from "./league";
import LeagueTable from "./LeagueTable";
import Deductions from "./Deductions";

const SAME_TEAM = "A team cannot play itself";
const BAD_GOALS = "Goals must be whole numbers from 0 to 30";
const SEASON_MATCHES = 20;

export default function App() {
  const [home, setHome] = useState(TEAMS[0]);
  const [away, setAway] = useState(TEAMS[1]);
  const [homeGoals, setHomeGoals] = useState("0");
  const [awayGoals, setAwayGoals] = useState("0");
  const [results, setResults] = useState<Result[]>([]);
  const [nextId, setNextId] = useState(1);
  const [errors, setErrors] = useState<string[]>([]);
  const [editingId, setEditingId] = useState<number | null>(null);

  const [deductions, setDeductions] = useState<Deduction[]>([]);

  const rows = useMemo(() => buildTable(results, deductions), [results, deductions]);

  function resetForm() {
    setHomeGoals("0");
    setAwayGoals("0");
    setEditingId(null);
  }

  function submitResult() {
    const problems: string[] = [];
    if (home === away) problems.push(SAME_TEAM);
    const hg = parseGoals(homeGoals);
    const ag = parseGoals(awayGoals);
    if (hg === null || ag === null) problems.push(BAD_GOALS);
    const repeat = results.some(
      (r) => r.id !== editingId && r.home === home && r.away === away
    );
    if (repeat && home !== away) problems.push(`${home} have already played ${away} at home`);
    if (problems.length > 0 || hg === null || ag === null) {
      setErrors(problems);
      return;
    }
    if (editingId !== null) {
      setResults((prev) =>
        prev.map((r) =>
          r.id === editingId ? { ...r, home, away, homeGoals: hg, awayGoals: ag } : r
        )
      );
    } else {
      setResults((prev) => [...prev, { id: nextId, home, away, homeGoals: hg, awayGoals: ag }]);
      setNextId((n) => n + 1);
    }
    resetForm();
    setErrors([]);
  }

  function startEdit(r: Result) {
    setEditingId(r.id);
    setHome(r.home);
    setAway(r.away);
    setHomeGoals(String(r.homeGoals));
    setAwayGoals(String(r.awayGoals));
    setErrors([]);
  }

  function cancelEdit() {
    resetForm();
    setErrors([]);
  }

  function removeResult(id: number) {
    setResults((prev) => prev.filter((r) => r.id !== id));
    if (id === editingId) cancelEdit();
  }

  return (
    <main className="page">
      <h1>League table</h1>
      <p className="intro">Thornbury Wednesday Fives</p>

      <section className="card" aria-labelledby="add-heading">
        <h2 id="add-heading">Add result</h2>
        <form noValidate
          className="result-form"
          onSubmit={(e) => {
            e.preventDefault();
            submitResult();
          }}
        >
          <div className="field">
            <label htmlFor="home-team">Home team</label>
            <select id="home-team" value={home} onChange={(e) => setHome(e.target.value)}>
              {TEAMS.map((t) => (
                <option key={t} value={t}>
                  {t}
                </option>
              ))}
            </select>
          </div>
          <div className="field goals">
            <label htmlFor="home-goals">Home goals</label>
            <input
              id="home-goals"
              type="number"
              min={0}
              max={30}
              step={1}
              value={homeGoals}
              onChange={(e) => setHomeGoals(e.target.value)}
            />
          </div>
          <div className="field goals">
            <label htmlFor="away-goals">Away goals</label>
            <input
              id="away-goals"
              type="number"
              min={0}
              max={30}
              step={1}
              value={awayGoals}
              onChange={(e) => setAwayGoals(e.target.value)}
            />
          </div>
          <div className="field">
            <label htmlFor="away-team">Away team</label>
            <select id="away-team" value={away} onChange={(e) => setAway(e.target.value)}>
              {TEAMS.map((t) => (
                <option key={t} value={t}>
                  {t}
                </option>
              ))}
            </select>
          </div>
          <div className="actions">
            <button type="submit" className="primary">
              {editingId !== null ? "Save changes" : "Add result"}
            </button>
            {editingId !== null && (
              <button type="button" onClick={cancelEdit}>
                Cancel edit
              </button>
            )}
          </div>
        </form>
        {errors.length > 0 && (
          <div className="errors" role="alert">
            {errors.map((msg) => (
              <p key={msg} className="error">
                {msg}
              </p>
            ))}
          </div>
        )}
      </section>

      <section className="card" aria-labelledby="results-heading">
        <h2 id="results-heading">Results</h2>
        {results.length === 0 ? (
          <p className="muted">No results yet</p>
        ) : (
          <ul className="results">
            {results.map((r) => (
              <li key={r.id} className={r.id === editingId ? "editing" : undefined}>
                <span className="score-line">{resultLine(r)}</span>
                <button type="button" onClick={() => startEdit(r)}>
                  Edit
                </button>
                <button type="button" onClick={() => removeResult(r.id)}>
                  Remove
                </button>
              </li>
            ))}
          </ul>
        )}
        <p className="count">
          Results entered: {results.length} of {SEASON_MATCHES}
        </p>
      </section>

      <section className="card" aria-labelledby="table-heading">
        <h2 id="table-heading">Table</h2>
        <LeagueTable rows={rows} />
      </section>

      <Deductions deductions={deductions} onChange={setDeductions} />
    </main>
  );
}
