import { useState } from "react";
import "./styles.css";
import { Combatant, byOrder, nextActing, wholeIn } from "./tracker";

const NAME_MESSAGE = "Names must be 2 to 20 characters";
const INIT_MESSAGE = "Initiative must be a whole number from -5 to 30";
const HP_MESSAGE = "Max HP must be a whole number from 1 to 500";
const AMOUNT_MESSAGE = "Amount must be a whole number from 1 to 500";

export default function App() {
  const [combatants, setCombatants] = useState<Combatant[]>([]);
  const [nextId, setNextId] = useState(1);
  const [name, setName] = useState("");
  const [init, setInit] = useState("");
  const [maxHp, setMaxHp] = useState("10");
  const [amounts, setAmounts] = useState<Record<number, string>>({});
  const [amountMessage, setAmountMessage] = useState("");
  const [addMessage, setAddMessage] = useState("");
  const [round, setRound] = useState(0);
  const [actingId, setActingId] = useState<number | null>(null);

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
    const hp = wholeIn(maxHp, 1, 500);
    if (hp === null) {
      setAddMessage(HP_MESSAGE);
      return;
    }
    setCombatants([...combatants, { id: nextId, name: trimmed, init: initiative, maxHp: hp, hp, conditions: [] }]);
    setNextId(nextId + 1);
    setName("");
    setInit("");
    setMaxHp("10");
    setAddMessage("");
  }

  function nextTurn() {
    if (order.length === 0) return;
    if (!order.some((c) => c.hp > 0)) return;
    if (actingId === null) {
      const start = nextActing(order, 0, round === 0 ? 1 : round);
      if (start) {
        setRound(start.round);
        setActingId(start.actingId);
      }
      return;
    }
    const index = order.findIndex((c) => c.id === actingId);
    const after = nextActing(order, index + 1, round);
    if (after) {
      setRound(after.round);
      setActingId(after.actingId);
    }
  }

  function changeHp(id: number, kind: "damage" | "heal") {
    const amount = wholeIn(amounts[id] ?? "", 1, 500);
    if (amount === null) {
      setAmountMessage(AMOUNT_MESSAGE);
      return;
    }
    setCombatants(
      combatants.map((c) => {
        if (c.id !== id) return c;
        const hp = kind === "damage" ? Math.max(0, c.hp - amount) : Math.min(c.maxHp, c.hp + amount);
        return { ...c, hp };
      }),
    );
    setAmounts({ ...amounts, [id]: "" });
    setAmountMessage("");
  }

  const acting = order.find((c) => c.id === actingId);

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
          <label>
            Max HP
            <input type="text" inputMode="numeric" value={maxHp} onChange={(e) => setMaxHp(e.target.value)} />
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
        <div className="row">
          <p className="round">Round: {round}</p>
          <button type="button" onClick={nextTurn}>
            Next turn
          </button>
        </div>
        {order.length === 0 ? (
          <p className="empty">No combatants yet</p>
        ) : (
          <table>
            <thead>
              <tr>
                <th scope="col">Turn</th>
                <th scope="col">Name</th>
                <th scope="col">Initiative</th>
                <th scope="col">HP</th>
                <th scope="col">Status</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {order.map((c) => (
                <tr key={c.id}>
                  <td className="turn">{c.id === actingId ? "Now" : ""}</td>
                  <td>{c.name}</td>
                  <td>{String(c.init)}</td>
                  <td>{`${c.hp} / ${c.maxHp}`}</td>
                  <td>{c.hp === 0 ? "Down" : "Fighting"}</td>
                  <td>
                    <div className="actions">
                    <input
                      type="text"
                      inputMode="numeric"
                      aria-label="Amount"
                      value={amounts[c.id] ?? ""}
                      onChange={(e) => setAmounts({ ...amounts, [c.id]: e.target.value })}
                    />
                    <button type="button" onClick={() => changeHp(c.id, "damage")}>
                      Damage
                    </button>
                    <button type="button" onClick={() => changeHp(c.id, "heal")}>
                      Heal
                    </button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <p className="acting">Acting: {acting ? acting.name : "nobody"}</p>
        {amountMessage && (
          <p className="problem" role="alert">
            {amountMessage}
          </p>
        )}
      </section>
    </main>
  );
}
