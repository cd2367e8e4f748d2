import { useState } from "react";
import AddCombatant from "./AddCombatant";
import { formatWhole, sortOrder, type Combatant } from "./logic";
import "./styles.css";

export default function App() {
  const [combatants, setCombatants] = useState<Combatant[]>([]);
  const [nextId, setNextId] = useState(1);

  const ordered = sortOrder(combatants);

  function addCombatant(name: string, initiative: number) {
    setCombatants((list) => [...list, { id: nextId, name, initiative }]);
    setNextId((n) => n + 1);
  }

  return (
    <main className="page">
      <h1>Initiative tracker</h1>
      <AddCombatant combatants={combatants} onAdd={addCombatant} />
      <section className="panel" aria-labelledby="order-heading">
        <h2 id="order-heading">Turn order</h2>
        {ordered.length === 0 ? (
          <p className="muted">No combatants yet</p>
        ) : (
          <table>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Initiative</th>
              </tr>
            </thead>
            <tbody>
              {ordered.map((c) => (
                <tr key={c.id}>
                  <td>{c.name}</td>
                  <td className="num">{formatWhole(c.initiative)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </main>
  );
}
