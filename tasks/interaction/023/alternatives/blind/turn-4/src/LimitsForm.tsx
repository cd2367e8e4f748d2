import { useState } from "react";
import { Limits } from "./board";

type Props = { limits: Limits; onSave: (limits: Limits) => void };

function parseLimit(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === "") return null;
  const value = Number(trimmed);
  if (!Number.isInteger(value) || value < 1 || value > 9) return null;
  return value;
}

export default function LimitsForm({ limits, onSave }: Props) {
  const [doing, setDoing] = useState(String(limits.doing));
  const [review, setReview] = useState(String(limits.review));
  const [perPerson, setPerPerson] = useState(String(limits.perPerson));
  const [error, setError] = useState("");

  function save() {
    const next = { doing: parseLimit(doing), review: parseLimit(review), perPerson: parseLimit(perPerson) };
    if (next.doing === null || next.review === null || next.perPerson === null) {
      setError("Limits must be whole numbers from 1 to 9");
      return;
    }
    onSave({ doing: next.doing, review: next.review, perPerson: next.perPerson });
    setError("");
  }

  return (
    <section className="panel" aria-labelledby="limits-heading">
      <h2 id="limits-heading">Limits</h2>
      <div className="form-row">
        <div className="field narrow">
          <label htmlFor="limit-doing">Doing limit</label>
          <input id="limit-doing" type="number" step={1} value={doing} onChange={(e) => setDoing(e.target.value)} />
        </div>
        <div className="field narrow">
          <label htmlFor="limit-review">Review limit</label>
          <input id="limit-review" type="number" step={1} value={review} onChange={(e) => setReview(e.target.value)} />
        </div>
        <div className="field narrow">
          <label htmlFor="limit-person">Per-person limit</label>
          <input
            id="limit-person"
            type="number"
            step={1}
            value={perPerson}
            onChange={(e) => setPerPerson(e.target.value)}
          />
        </div>
        <button type="button" className="primary" onClick={save}>
          Save limits
        </button>
      </div>
      {error && <p className="form-error">{error}</p>}
    </section>
  );
}
