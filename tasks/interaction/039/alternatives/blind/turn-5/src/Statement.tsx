import { useState } from "react";
import { ALLOWANCE, pointsText } from "./ledger";
import type { Sit } from "./ledger";

interface Props {
  families: string[];
  sits: Sit[];
  balances: Map<string, number>;
}

export default function Statement({ families, sits, balances }: Props) {
  const [chosen, setChosen] = useState("");

  const family = families.includes(chosen) ? chosen : "";
  const lines: { no: number; text: string }[] = [];
  let earned = 0;
  let spent = 0;
  if (family) {
    for (const s of sits) {
      if (s.cancelled) continue;
      if (s.sitter === family) {
        earned += s.points;
        lines.push({ no: s.no, text: `Sit ${s.no}: sat for ${s.satFor}, +${s.points}` });
      } else if (s.satFor === family) {
        spent += s.points;
        lines.push({ no: s.no, text: `Sit ${s.no}: ${s.sitter} sat for us, -${s.points}` });
      }
    }
  }

  return (
    <section className="card" aria-labelledby="statement-heading">
      <h2 id="statement-heading">Statement</h2>
      <div className="field">
        <label htmlFor="statement-for">Statement for</label>
        <select id="statement-for" value={family} onChange={(e) => setChosen(e.target.value)}>
          <option value="">Choose a family</option>
          {families.map((f) => (
            <option key={f} value={f}>
              {f}
            </option>
          ))}
        </select>
      </div>
      {!family ? (
        <p className="muted">Choose a family to see its statement</p>
      ) : (
        <ul className="statement-lines">
          <li>Starting allowance: +{ALLOWANCE}</li>
          {lines.length === 0 ? (
            <li className="muted">No sits yet</li>
          ) : (
            lines.map((l) => <li key={l.no}>{l.text}</li>)
          )}
          <li className="summary">Earned: {pointsText(earned)}</li>
          <li className="summary">Spent: {pointsText(spent)}</li>
          <li className="summary">Balance: {pointsText(balances.get(family) ?? ALLOWANCE)}</li>
        </ul>
      )}
    </section>
  );
}
