import { useState, type FormEvent } from "react";
import { CONDITION_NAMES, wholeInRange, type Combatant, type ConditionName } from "./logic";

type Props = {
  ordered: Combatant[];
  selectedId: number | null;
  onSelect: (id: number) => void;
  endedLog: string[];
  onApply: (id: number, condition: ConditionName, rounds: number) => void;
};

export default function ConditionsPanel({ ordered, selectedId, onSelect, endedLog, onApply }: Props) {
  const [condition, setCondition] = useState<ConditionName>("Blinded");
  const [rounds, setRounds] = useState("");
  const [message, setMessage] = useState("");

  const shownId = ordered.some((c) => c.id === selectedId) ? selectedId : (ordered[0]?.id ?? null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const value = wholeInRange(rounds, 1, 10);
    if (value === null) {
      setMessage("Rounds must be a whole number from 1 to 10");
      return;
    }
    if (shownId === null) return;
    onApply(shownId, condition, value);
    setRounds("");
    setMessage("");
  }

  return (
    <section className="panel" aria-labelledby="conditions-heading">
      <h2 id="conditions-heading">Conditions</h2>
      <form className="form-row" onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor="condition-combatant">Combatant</label>
          <select
            id="condition-combatant"
            value={shownId === null ? "" : String(shownId)}
            onChange={(e) => onSelect(Number(e.target.value))}
          >
            {ordered.map((c) => (
              <option key={c.id} value={String(c.id)}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="condition-name">Condition</label>
          <select
            id="condition-name"
            value={condition}
            onChange={(e) => setCondition(e.target.value as ConditionName)}
          >
            {CONDITION_NAMES.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="condition-rounds">Rounds</label>
          <input
            id="condition-rounds"
            type="text"
            inputMode="numeric"
            value={rounds}
            onChange={(e) => setRounds(e.target.value)}
          />
        </div>
        <button type="submit">Apply</button>
      </form>
      {message && (
        <p className="error" role="alert">
          {message}
        </p>
      )}
      <p className="log-title">Ended conditions</p>
      {endedLog.length === 0 ? (
        <p className="muted">No conditions have ended</p>
      ) : (
        <ul className="log">
          {endedLog.map((line, index) => (
            <li key={`${endedLog.length - index}`}>{line}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
