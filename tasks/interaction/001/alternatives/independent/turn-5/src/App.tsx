import { useReducer } from "react";
import EntryForm, { type Draft } from "./parts/EntryForm";
import Ledger, { type Entry } from "./parts/Ledger";
import { BalancePanel, CategoryPanel, PaidPanel } from "./parts/Summaries";
import { formatMoney, type Currency } from "./money";
import "./theme.css";

type State = { entries: Entry[]; counter: number; currency: Currency };
type Action = { type: "add"; draft: Draft } | { type: "remove"; key: string } | { type: "flip" };

function reducer(state: State, action: Action): State {
  switch (action.type) {
    case "add":
      return { ...state, counter: state.counter + 1, entries: [...state.entries, { ...action.draft, key: `e${state.counter}` }] };
    case "remove":
      return { ...state, entries: state.entries.filter((entry) => entry.key !== action.key) };
    case "flip":
      return { ...state, currency: state.currency === "USD" ? "EUR" : "USD" };
  }
}

export default function App() {
  const [state, dispatch] = useReducer(reducer, { entries: [], counter: 0, currency: "USD" });
  const { entries, currency } = state;
  const sum = entries.reduce((acc, entry) => acc + entry.amount, 0);

  return (
    <div className="shell">
      <header className="banner">
        <div>
          <h1>Offsite expenses</h1>
          <p>Shared costs for Ana, Ben and Chloe, split three ways</p>
        </div>
        <button type="button" className="toggle" onClick={() => dispatch({ type: "flip" })}>
          {currency === "USD" ? "Show in EUR" : "Show in USD"}
        </button>
      </header>
      <div className="columns">
        <aside className="card">
          <h2>Log a cost</h2>
          <EntryForm onAdd={(draft) => dispatch({ type: "add", draft })} />
          <p className="muted small">Amounts are always entered in US dollars.</p>
        </aside>
        <div>
          <div className="card">
            <h2>Logged costs</h2>
            <Ledger entries={entries} currency={currency} onRemove={(key) => dispatch({ type: "remove", key })} />
            <p className="sum">Total: {formatMoney(sum, currency)}</p>
          </div>
          <CategoryPanel entries={entries} currency={currency} />
          <div className="pair">
            <PaidPanel entries={entries} currency={currency} />
            <BalancePanel entries={entries} currency={currency} />
          </div>
        </div>
      </div>
    </div>
  );
}
