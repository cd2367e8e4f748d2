import { useReducer } from "react";
import EntryForm, { type Draft } from "./parts/EntryForm";
import Ledger, { type Entry } from "./parts/Ledger";
import { PaidPanel } from "./parts/Summaries";
import { formatMoney } from "./money";
import "./theme.css";

type State = { entries: Entry[]; counter: number };
type Action = { type: "add"; draft: Draft } | { type: "remove"; key: string };

function reducer(state: State, action: Action): State {
  switch (action.type) {
    case "add":
      return { ...state, counter: state.counter + 1, entries: [...state.entries, { ...action.draft, key: `e${state.counter}` }] };
    case "remove":
      return { ...state, entries: state.entries.filter((entry) => entry.key !== action.key) };
  }
}

export default function App() {
  const [state, dispatch] = useReducer(reducer, { entries: [], counter: 0 });
  const { entries } = state;
  const sum = entries.reduce((acc, entry) => acc + entry.amount, 0);

  return (
    <div className="shell">
      <header className="banner">
        <div>
          <h1>Offsite expenses</h1>
          <p>Shared costs for Ana, Ben and Chloe</p>
        </div>
      </header>
      <div className="columns">
        <aside className="card">
          <h2>Log a cost</h2>
          <EntryForm onAdd={(draft) => dispatch({ type: "add", draft })} />
        </aside>
        <div>
          <div className="card">
            <h2>Logged costs</h2>
            <Ledger entries={entries} onRemove={(key) => dispatch({ type: "remove", key })} />
            <p className="sum">Total: {formatMoney(sum)}</p>
          </div>
          <PaidPanel entries={entries} />
        </div>
      </div>
    </div>
  );
}
