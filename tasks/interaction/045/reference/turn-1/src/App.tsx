import { useState } from "react";
import "./styles.css";
import { Combatant, byOrder, nextActing, wholeIn } from "./tracker";

const NAME_MESSAGE = "Names must be 2 to 20 characters";
const INIT_MESSAGE = "Initiative must be a whole number from -5 to 30";

export default function App() {
  const [combatants, setCombatants] = useState<Combatant[]>([]);
  const [nextId, setNextId] = useState(1);
  const [name, setName] = useState("");
  const [init, setInit] = useState("");
  const [addMessage, setAddMessage] = useState("");

  const order = [...combatants].sort(byOrder);

  function add() {
    const trimmed = name.trim();
    if (trimmed.length < 2 || trimmed.length > 20) {
      setAddMessage(NAME_MESSAGE);
      return;
    }
    const same = combatants.find((c) => c.name.toLowerCase() === trimmed.toLowerCase());
    if (same) {
      setAddMessage(`${same.name} is already in the fight`);
      return;
    }
    const initiative = wholeIn(init, -5, 30);
    if (initiative === null) {
      setAddMessage(INIT_MESSAGE);
      return;
    }
    const hp = 10;
    setCombatants([...combatants, { id: nextId, name: trimmed, init: initiative, maxHp: hp, hp, conditions: [] }]);
    setNextId(nextId + 1);
    setName("");
    setInit("");
    setAddMessage("");
  }

  return (
    <main>
      <h1>Initiative tracker</h1>

      <section className="panel" aria-labelledby="add-heading">
        <h2 id="add-heading">Add combatant</h2>
        <form
          className="row"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            add();
          }}
        >
          <label>
            Name
            <input type="text" value={name} onChange={(e) => setName(e.target.value)} />
          </label>
          <label>
            Initiative
            <input type="text" inputMode="numeric" value={init} onChange={(e) => setInit(e.target.value)} />
          </label>
          <button type="submit">Add</button>
        </form>
        {addMessage && (
          <p className="problem" role="alert">
            {addMessage}
          </p>
        )}
      </section>

      <section className="panel" aria-labelledby="order-heading">
        <h2 id="order-heading">Turn order</h2>
        {order.length === 0 ? (
          <p className="empty">No combatants yet</p>
        ) : (
          <table>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Initiative</th>
              </tr>
            </thead>
            <tbody>
              {order.map((c) => (
                <tr key={c.id}>
                  <td>{c.name}</td>
                  <td>{String(c.init)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </main>
  );
}
