import { useState, type FormEvent } from "react";
import { wholeInRange, type Combatant } from "./logic";

type Props = {
  combatants: Combatant[];
  onAdd: (name: string, initiative: number) => void;
};

export default function AddCombatant({ combatants, onAdd }: Props) {
  const [name, setName] = useState("");
  const [initiative, setInitiative] = useState("");
  const [message, setMessage] = useState("");

  function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = name.trim();
    if (trimmed.length < 2 || trimmed.length > 20) {
      setMessage("Names must be 2 to 20 characters");
      return;
    }
    const existing = combatants.find((c) => c.name.toLowerCase() === trimmed.toLowerCase());
    if (existing) {
      setMessage(`${existing.name} is already in the fight`);
      return;
    }
    const init = wholeInRange(initiative, -5, 30);
    if (init === null) {
      setMessage("Initiative must be a whole number from -5 to 30");
      return;
    }
    onAdd(trimmed, init);
    setName("");
    setInitiative("");
    setMessage("");
  }

  return (
    <section className="panel" aria-labelledby="add-heading">
      <h2 id="add-heading">Add combatant</h2>
      <form className="form-row" onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor="combatant-name">Name</label>
          <input id="combatant-name" type="text" value={name} onChange={(e) => setName(e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor="combatant-initiative">Initiative</label>
          <input
            id="combatant-initiative"
            type="text"
            inputMode="numeric"
            value={initiative}
            onChange={(e) => setInitiative(e.target.value)}
          />
        </div>
        <button type="submit">Add</button>
      </form>
      {message && (
        <p className="error" role="alert">
          {message}
        </p>
      )}
    </section>
  );
}
