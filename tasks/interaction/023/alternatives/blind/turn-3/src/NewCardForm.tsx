import { useState } from "react";

type Props = { owners: string[]; onAdd: (title: string, owner: string, estimate: number) => void };

export function parseEstimate(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === "") return null;
  const value = Number(trimmed);
  if (!Number.isInteger(value) || value < 1 || value > 13) return null;
  return value;
}

export default function NewCardForm({ owners, onAdd }: Props) {
  const [title, setTitle] = useState("");
  const [owner, setOwner] = useState(owners[0]);
  const [estimate, setEstimate] = useState("");
  const [errors, setErrors] = useState<string[]>([]);

  function add() {
    const problems: string[] = [];
    const cleanTitle = title.trim();
    if (cleanTitle === "") problems.push("Enter a title");
    const points = parseEstimate(estimate);
    if (points === null) problems.push("Estimate must be a whole number from 1 to 13");
    if (problems.length > 0 || points === null) {
      setErrors(problems);
      return;
    }
    onAdd(cleanTitle, owner, points);
    setTitle("");
    setEstimate("");
    setErrors([]);
  }

  return (
    <section className="panel" aria-labelledby="new-card-heading">
      <h2 id="new-card-heading">New card</h2>
      <div className="form-row">
        <div className="field">
          <label htmlFor="card-title">Title</label>
          <input id="card-title" type="text" value={title} onChange={(e) => setTitle(e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor="card-owner">Owner</label>
          <select id="card-owner" value={owner} onChange={(e) => setOwner(e.target.value)}>
            {owners.map((o) => (
              <option key={o} value={o}>
                {o}
              </option>
            ))}
          </select>
        </div>
        <div className="field narrow">
          <label htmlFor="card-estimate">Estimate</label>
          <input
            id="card-estimate"
            type="number"
            step={1}
            value={estimate}
            onChange={(e) => setEstimate(e.target.value)}
          />
        </div>
        <button type="button" className="primary" onClick={add}>
          Add card
        </button>
      </div>
      {errors.map((error) => (
        <p key={error} className="form-error">
          {error}
        </p>
      ))}
    </section>
  );
}
