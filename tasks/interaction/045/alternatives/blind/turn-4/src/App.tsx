import { useState } from "react";
import AddCombatant from "./AddCombatant";
import ConditionsPanel from "./ConditionsPanel";
import {
  findNextActive,
  formatConditions,
  formatWhole,
  isDown,
  sortOrder,
  wholeInRange,
  type Combatant,
  type Condition,
  type ConditionName,
} from "./logic";
import "./styles.css";

export default function App() {
  const [combatants, setCombatants] = useState<Combatant[]>([]);
  const [nextId, setNextId] = useState(1);
  const [round, setRound] = useState(0);
  const [actingId, setActingId] = useState<number | null>(null);
  const [amounts, setAmounts] = useState<Record<number, string>>({});
  const [amountMessage, setAmountMessage] = useState("");
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [endedLog, setEndedLog] = useState<string[]>([]);

  const ordered = sortOrder(combatants);
  const acting = ordered.find((c) => c.id === actingId) ?? null;

  function addCombatant(name: string, initiative: number, maxHp: number) {
    setCombatants((list) => [...list, { id: nextId, name, initiative, maxHp, hp: maxHp, conditions: [] }]);
    setNextId((n) => n + 1);
  }

  function nextTurn() {
    if (ordered.length === 0) return;
    if (acting === null) {
      const first = ordered.find((c) => !isDown(c));
      if (!first) return;
      setRound(1);
      setActingId(first.id);
      return;
    }
    const index = ordered.findIndex((c) => c.id === acting.id);
    const found = findNextActive(ordered, index);
    if (!found) return;
    wearOffConditions(acting);
    setActingId(found.combatant.id);
    if (found.wrapped) setRound(round + 1);
  }

  /** The turn passes from `from`: each of its conditions loses a round; those reaching 0 end. */
  function wearOffConditions(from: Combatant) {
    const remaining: Condition[] = [];
    const ended: string[] = [];
    for (const condition of from.conditions) {
      const rounds = condition.rounds - 1;
      if (rounds <= 0) ended.push(`${condition.name} ended on ${from.name} in round ${round}`);
      else remaining.push({ ...condition, rounds });
    }
    setCombatants((list) => list.map((c) => (c.id === from.id ? { ...c, conditions: remaining } : c)));
    if (ended.length > 0) setEndedLog((log) => [...ended.reverse(), ...log]);
  }

  function applyCondition(id: number, name: ConditionName, rounds: number) {
    setCombatants((list) =>
      list.map((c) => {
        if (c.id !== id) return c;
        const has = c.conditions.some((condition) => condition.name === name);
        const conditions = has
          ? c.conditions.map((condition) => (condition.name === name ? { ...condition, rounds } : condition))
          : [...c.conditions, { name, rounds }];
        return { ...c, conditions };
      }),
    );
  }

  function changeHp(id: number, direction: "damage" | "heal") {
    const amount = wholeInRange(amounts[id] ?? "", 1, 500);
    if (amount === null) {
      setAmountMessage("Amount must be a whole number from 1 to 500");
      return;
    }
    setCombatants((list) =>
      list.map((c) => {
        if (c.id !== id) return c;
        const hp = direction === "damage" ? Math.max(0, c.hp - amount) : Math.min(c.maxHp, c.hp + amount);
        return { ...c, hp };
      }),
    );
    setAmounts((map) => ({ ...map, [id]: "" }));
    setAmountMessage("");
  }

  return (
    <main className="page">
      <h1>Initiative tracker</h1>
      <AddCombatant combatants={combatants} onAdd={addCombatant} />
      <section className="panel" aria-labelledby="order-heading">
        <h2 id="order-heading">Turn order</h2>
        <div className="toolbar">
          <p className="status-line">Round: {round}</p>
          <button type="button" onClick={nextTurn}>
            Next turn
          </button>
        </div>
        {ordered.length === 0 ? (
          <p className="muted">No combatants yet</p>
        ) : (
          <table>
            <thead>
              <tr>
                <th scope="col">Turn</th>
                <th scope="col">Name</th>
                <th scope="col">Initiative</th>
                <th scope="col">HP</th>
                <th scope="col">Status</th>
                <th scope="col">Conditions</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {ordered.map((c) => {
                const isActing = c.id === actingId;
                const inputId = `amount-${c.id}`;
                return (
                  <tr key={c.id} className={isActing ? "acting" : undefined}>
                    <td>{isActing ? "Now" : ""}</td>
                    <td>{c.name}</td>
                    <td className="num">{formatWhole(c.initiative)}</td>
                    <td className="num">
                      {c.hp} / {c.maxHp}
                    </td>
                    <td>{isDown(c) ? "Down" : "Fighting"}</td>
                    <td>{formatConditions(c.conditions)}</td>
                    <td>
                      <div className="row-actions">
                        <label htmlFor={inputId}>Amount</label>
                        <input
                          id={inputId}
                          type="text"
                          inputMode="numeric"
                          value={amounts[c.id] ?? ""}
                          onChange={(e) => setAmounts((map) => ({ ...map, [c.id]: e.target.value }))}
                        />
                        <button type="button" onClick={() => changeHp(c.id, "damage")}>
                          Damage
                        </button>
                        <button type="button" className="secondary" onClick={() => changeHp(c.id, "heal")}>
                          Heal
                        </button>
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}
        {amountMessage && (
          <p className="error" role="alert">
            {amountMessage}
          </p>
        )}
        <p className="status-line">Acting: {acting ? acting.name : "nobody"}</p>
      </section>
      <ConditionsPanel
        ordered={ordered}
        selectedId={selectedId}
        onSelect={setSelectedId}
        endedLog={endedLog}
        onApply={applyCondition}
      />
    </main>
  );
}
