import { useReducer, useState } from "react";
import DoseItem from "./DoseItem";
import { DOSES } from "./doses";
import { initialRound, roundReducer, statusOf } from "./round";
import "./styles.css";

export default function App() {
  const [state, dispatch] = useReducer(roundReducer, initialRound);
  const [withholdingId, setWithholdingId] = useState<string | null>(null);

  const statuses = DOSES.map((d) => statusOf(state, d.id));
  const givenCount = statuses.filter((s) => s.kind === "given").length;
  const withheldCount = statuses.filter((s) => s.kind === "withheld").length;
  const complete = givenCount + withheldCount === DOSES.length;

  return (
    <main className="ward">
      <h1>Ward 4B medication round</h1>
      <p className="subtitle">Morning round · five scheduled doses</p>
      <div className="status-bar" aria-live="polite">
        <span className="count">
          Given: {givenCount} of {DOSES.length}
        </span>
        <span className="count">Withheld doses: {withheldCount}</span>
        {complete && <strong className="complete">Round complete</strong>}
      </div>
      <ul className="dose-list">
        {DOSES.map((dose) => (
          <DoseItem
            key={dose.id}
            dose={dose}
            status={statusOf(state, dose.id)}
            withholding={withholdingId === dose.id}
            onToggle={(given) => {
              dispatch({ type: "setGiven", id: dose.id, given });
              if (withholdingId === dose.id) setWithholdingId(null);
            }}
            onStartWithhold={() => setWithholdingId(dose.id)}
            onConfirmWithhold={(reason) => {
              dispatch({ type: "withhold", id: dose.id, reason });
              setWithholdingId(null);
            }}
            onCancelWithhold={() => setWithholdingId(null)}
            onUndo={() => dispatch({ type: "undo", id: dose.id })}
          />
        ))}
      </ul>
    </main>
  );
}
