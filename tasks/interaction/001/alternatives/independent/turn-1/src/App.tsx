import { useReducer } from "react";
import EntryForm from "./parts/EntryForm";
import Ledger, { type Entry } from "./parts/Ledger";
import { formatMoney } from "./money";
import "./theme.css";

type State = { entries: Entry[]; counter: number };
type Action = { type: "add"; description: string; amount: number };

function reducer(state: State, action: Action): State {
  switch (action.type) {
    case "add":
      return {
        counter: state.counter + 1,
        entries: [...state.entries, { key: `e${state.counter}`, description: action.description, amount: action.amount }],
      };
  }
}

export default function App() {
  const [state, dispatch] = useReducer(reducer, { entries: [], counter: 0 });
  const sum = state.entries.reduce((acc, entry) => acc + entry.amount, 0);

  return (
    <div className="shell">
      <header className="banner">
        <h1>Offsite expenses</h1>
        <p>Shared costs for Ana, Ben and Chloe</p>
      </header>
      <div className="columns">
        <aside className="card">
          <h2>Log a cost</h2>
          <EntryForm onAdd={(description, amount) => dispatch({ type: "add", description, amount })} />
        </aside>
        <div className="card">
          <h2>Logged costs</h2>
          <Ledger entries={state.entries} />
          <p className="sum">Total: {formatMoney(sum)}</p>
        </div>
      </div>
    </div>
  );
}
