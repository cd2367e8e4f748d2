import { useState } from "react";
import AddCombatant from "./AddCombatant";
import { formatWhole, sortOrder, type Combatant } from "./logic";
import "./styles.css";

export default function App() {
  const [combatants, setCombatants] = useState<Combatant[]>([]);
  const [nextId, setNextId] = useState(1);
  const [round, setRound] = useState(0);
  const [actingId, setActingId] = useState<number | null>(null);

  const ordered = sortOrder(combatants);
  const acting = ordered.find((c) => c.id === actingId) ?? null;

  function addCombatant(name: string, initiative: number) {
    setCombatants((list) => [...list, { id: nextId, name, initiative }]);
    setNextId((n) => n + 1);
  }

  function nextTurn() {
    if (ordered.length === 0) return;
    if (acting === null) {
      setRound(1);
      setActingId(ordered[0].id);
      return;
    }
    const index = ordered.findIndex((c) => c.id === acting.id);
    const next = index + 1;
    if (next >= ordered.length) {
      setActingId(ordered[0].id);
      setRound(round + 1);
    } else {
      setActingId(ordered[next].id);
    }
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
              </tr>
            </thead>
            <tbody>
              {ordered.map((c) => {
                const isActing = c.id === actingId;
                return (
                  <tr key={c.id} className={isActing ? "acting" : undefined}>
                    <td>{isActing ? "Now" : ""}</td>
                    <td>{c.name}</td>
                    <td className="num">{formatWhole(c.initiative)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}
        <p className="status-line">Acting: {acting ? acting.name : "nobody"}</p>
      </section>
    </main>
  );
}
