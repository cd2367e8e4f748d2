import { useReducer, useState } from "react";
import DoseItem from "./DoseItem";
import RoundSection from "./RoundSection";
import WithholdDialog from "./WithholdDialog";
import { DOSES } from "./doses";
import { initialRound, roundReducer, statusOf } from "./round";
import "./styles.css";

const ROUND_TIMES = ["08:00", "09:00"];

export default function App() {
  const [state, dispatch] = useReducer(roundReducer, initialRound);
  const [withholdingId, setWithholdingId] = useState<string | null>(null);
  const [outstandingOnly, setOutstandingOnly] = useState(false);

  const statuses = DOSES.map((d) => statusOf(state, d.id));
  const givenCount = statuses.filter((s) => s.kind === "given").length;
  const withheldCount = statuses.filter((s) => s.kind === "withheld").length;
  const outstandingCount = DOSES.length - givenCount - withheldCount;
  const readyToSign = outstandingCount === 0;
  const withholdingDose = DOSES.find((d) => d.id === withholdingId) ?? null;

  return (
    <main className="ward">
      <h1>Ward 4B medication round</h1>
      <p className="subtitle">Morning round · five scheduled doses</p>
      <div className="status-bar" aria-live="polite">
        <span className="count">
          Given: {givenCount} of {DOSES.length}
        </span>
        <span className="count">Withheld doses: {withheldCount}</span>
        <span className="count">Outstanding: {outstandingCount}</span>
      </div>
      <div className="signoff-row">
        <button
          type="button"
          className="primary"
          disabled={!readyToSign || state.signedOff}
          onClick={() => dispatch({ type: "signOff" })}
        >
          Sign off round
        </button>
        {state.signedOff ? (
          <strong className="complete">Round signed off</strong>
        ) : (
          <span className="hint">Every dose must be given or withheld before sign-off.</span>
        )}
      </div>
      <div className="filter-row">
        <input
          type="checkbox"
          id="outstanding-only"
          checked={outstandingOnly}
          onChange={(e) => setOutstandingOnly(e.target.checked)}
        />
        <label htmlFor="outstanding-only">Show outstanding only</label>
      </div>
      {ROUND_TIMES.map((time) => {
        const inRound = DOSES.filter((d) => d.due === time);
        const roundGiven = inRound.filter((d) => statusOf(state, d.id).kind === "given").length;
        const shown = outstandingOnly ? inRound.filter((d) => statusOf(state, d.id).kind === "due") : inRound;
        return (
          <RoundSection
            key={time}
            time={time}
            givenCount={roundGiven}
            totalCount={inRound.length}
            emptyNote={shown.length === 0 ? "Nothing outstanding in this round." : null}
          >
            {shown.map((dose) => (
              <DoseItem
                key={dose.id}
                dose={dose}
                status={statusOf(state, dose.id)}
                onToggle={(given) => dispatch({ type: "setGiven", id: dose.id, given })}
                onWithhold={() => setWithholdingId(dose.id)}
                onUndo={() => dispatch({ type: "undo", id: dose.id })}
                locked={state.signedOff}
              />
            ))}
          </RoundSection>
        );
      })}
      {withholdingDose && (
        <WithholdDialog
          key={withholdingDose.id}
          dose={withholdingDose}
          onConfirm={(reason, details) => {
            dispatch({ type: "withhold", id: withholdingDose.id, reason, details });
            setWithholdingId(null);
          }}
          onCancel={() => setWithholdingId(null)}
        />
      )}
    </main>
  );
}
