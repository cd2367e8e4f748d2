import { useReducer } from "react";
import DoseItem from "./DoseItem";
import { DOSES } from "./doses";
import { initialRound, roundReducer } from "./round";
import "./styles.css";

export default function App() {
  const [state, dispatch] = useReducer(roundReducer, initialRound);
  const givenCount = DOSES.filter((d) => state.given[d.id]).length;
  const complete = givenCount === DOSES.length;

  return (
    <main className="ward">
      <h1>Ward 4B medication round</h1>
      <p className="subtitle">Morning round · five scheduled doses</p>
      <div className="status-bar" aria-live="polite">
        <span className="count">
          Given: {givenCount} of {DOSES.length}
        </span>
        {complete && <strong className="complete">Round complete</strong>}
      </div>
      <ul className="dose-list">
        {DOSES.map((dose) => (
          <DoseItem
            key={dose.id}
            dose={dose}
            given={!!state.given[dose.id]}
            onToggle={(given) => dispatch({ type: "setGiven", id: dose.id, given })}
          />
        ))}
      </ul>
    </main>
  );
}
