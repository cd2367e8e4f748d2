import { useState } from "react";
import { TEAMS, Deduction, deductionLine, parsePoints } from "./league";

const BAD_POINTS = "Points must be a whole number from 1 to 9";

type Props = {
  deductions: Deduction[];
  onChange: (next: Deduction[]) => void;
};

export default function Deductions({ deductions, onChange }: Props) {
  const [team, setTeam] = useState(TEAMS[0]);
  const [points, setPoints] = useState("");
  const [error, setError] = useState("");
  const [nextId, setNextId] = useState(1);

  function deduct() {
    const value = parsePoints(points);
    if (value === null) {
      setError(BAD_POINTS);
      return;
    }
    onChange([...deductions, { id: nextId, team, points: value }]);
    setNextId((n) => n + 1);
    setPoints("");
    setError("");
  }

  return (
    <section className="card" aria-labelledby="deductions-heading">
      <h2 id="deductions-heading">Deductions</h2>
      <form noValidate
        className="deduct-form"
        onSubmit={(e) => {
          e.preventDefault();
          deduct();
        }}
      >
        <div className="field">
          <label htmlFor="deduct-from">Deduct from</label>
          <select id="deduct-from" value={team} onChange={(e) => setTeam(e.target.value)}>
            {TEAMS.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </select>
        </div>
        <div className="field points">
          <label htmlFor="deduct-points">Points</label>
          <input
            id="deduct-points"
            type="number"
            min={1}
            max={9}
            step={1}
            value={points}
            onChange={(e) => setPoints(e.target.value)}
          />
        </div>
        <div className="actions">
          <button type="submit" className="primary">
            Deduct
          </button>
        </div>
      </form>
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      {deductions.length === 0 ? (
        <p className="muted">No deductions</p>
      ) : (
        <ul className="deductions">
          {deductions.map((d) => (
            <li key={d.id}>
              <span className="deduction-line">{deductionLine(d)}</span>
              <button
                type="button"
                onClick={() => onChange(deductions.filter((x) => x.id !== d.id))}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
