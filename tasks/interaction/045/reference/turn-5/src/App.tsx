import { useState } from "react";
import "./styles.css";
import { Combatant, byOrder, nextActing, wholeIn } from "./tracker";

const NAME_MESSAGE = "Names must be 2 to 20 characters";
const INIT_MESSAGE = "Initiative must be a whole number from -5 to 30";
const HP_MESSAGE = "Max HP must be a whole number from 1 to 500";
const AMOUNT_MESSAGE = "Amount must be a whole number from 1 to 500";
const ROUNDS_MESSAGE = "Rounds must be a whole number from 1 to 10";
const CONDITIONS = ["Blinded", "Frightened", "Poisoned", "Restrained", "Stunned"];

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
  const [condTarget, setCondTarget] = useState<number | null>(null);
  const [condName, setCondName] = useState("Blinded");
  const [rounds, setRounds] = useState("");
  const [condMessage, setCondMessage] = useState("");
  const [ended, setEnded] = useState<string[]>([]);
  const [defeated, setDefeated] = useState<string[]>([]);

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
    const actor = order[index];
    const endedNow: string[] = [];
    const kept = actor.conditions
      .map((x) => ({ ...x, rounds: x.rounds - 1 }))
      .filter((x) => {
        if (x.rounds > 0) return true;
        endedNow.push(`${x.name} ended on ${actor.name} in round ${round}`);
        return false;
      });
    setCombatants(combatants.map((c) => (c.id === actor.id ? { ...c, conditions: kept } : c)));
    if (endedNow.length > 0) setEnded([...endedNow.reverse(), ...ended]);
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

  const shownTarget =
    condTarget !== null && combatants.some((c) => c.id === condTarget) ? condTarget : order.length > 0 ? order[0].id : null;

  function apply() {
    if (shownTarget === null) return;
    const count = wholeIn(rounds, 1, 10);
    if (count === null) {
      setCondMessage(ROUNDS_MESSAGE);
      return;
    }
    setCombatants(
      combatants.map((c) => {
        if (c.id !== shownTarget) return c;
        const has = c.conditions.some((x) => x.name === condName);
        const conditions = has
          ? c.conditions.map((x) => (x.name === condName ? { ...x, rounds: count } : x))
          : [...c.conditions, { name: condName, rounds: count }];
        return { ...c, conditions };
      }),
    );
    setRounds("");
    setCondMessage("");
  }

  function remove(id: number) {
    const index = order.findIndex((c) => c.id === id);
    if (index < 0) return;
    const gone = order[index];
    setDefeated([...defeated, `${gone.name}, removed in round ${round}`]);
    const rest = order.filter((c) => c.id !== id);
    setCombatants(combatants.filter((c) => c.id !== id));
    const nextAmounts = { ...amounts };
    delete nextAmounts[id];
    setAmounts(nextAmounts);
    if (condTarget === id) setCondTarget(null);
    if (rest.length === 0) {
      setRound(0);
      setActingId(null);
      return;
    }
    if (actingId === id) {
      const after = nextActing(rest, index, round);
      if (after) {
        setRound(after.round);
        setActingId(after.actingId);
      } else {
        setActingId(null);
      }
    }
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
                <th scope="col">Conditions</th>
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
                    {c.conditions.length === 0
                      ? "None"
                      : c.conditions.map((x) => `${x.name} (${x.rounds})`).join(", ")}
                  </td>
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
                    <button type="button" onClick={() => remove(c.id)}>
                      Remove
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

      <section className="panel" aria-labelledby="conditions-heading">
        <h2 id="conditions-heading">Conditions</h2>
        <form
          className="row"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            apply();
          }}
        >
          <label>
            Combatant
            <select
              value={shownTarget === null ? "" : String(shownTarget)}
              onChange={(e) => setCondTarget(Number(e.target.value))}
            >
              {order.map((c) => (
                <option key={c.id} value={String(c.id)}>
                  {c.name}
                </option>
              ))}
            </select>
          </label>
          <label>
            Condition
            <select value={condName} onChange={(e) => setCondName(e.target.value)}>
              {CONDITIONS.map((x) => (
                <option key={x} value={x}>
                  {x}
                </option>
              ))}
            </select>
          </label>
          <label>
            Rounds
            <input type="text" inputMode="numeric" value={rounds} onChange={(e) => setRounds(e.target.value)} />
          </label>
          <button type="submit">Apply</button>
        </form>
        {condMessage && (
          <p className="problem" role="alert">
            {condMessage}
          </p>
        )}
        {ended.length === 0 ? (
          <p className="empty">No conditions have ended</p>
        ) : (
          <ul className="ended">
            {ended.map((line, i) => (
              <li key={`${ended.length - i}`}>{line}</li>
            ))}
          </ul>
        )}
      </section>

      <section className="panel" aria-labelledby="defeated-heading">
        <h2 id="defeated-heading">Defeated</h2>
        {defeated.length === 0 ? (
          <p className="empty">Nobody defeated yet</p>
        ) : (
          <ol className="defeated">
            {defeated.map((line, i) => (
              <li key={i}>{line}</li>
            ))}
          </ol>
        )}
      </section>
    </main>
  );
}
