import { useMemo, useReducer, useState } from "react";
import ExpenseForm from "./ExpenseForm";
import type { NewExpense } from "./ExpenseForm";
import { PEOPLE } from "./people";
import type { Person } from "./people";
import { show } from "./money";
import type { Currency } from "./money";
import Balances from "./Balances";
import CategoryTable from "./CategoryTable";
import type { Category } from "./categories";
import "./app.css";

interface Expense extends NewExpense {
  id: number;
}

interface Ledger {
  nextId: number;
  items: Expense[];
}

type Action = { type: "add"; expense: NewExpense } | { type: "remove"; id: number };

function reducer(state: Ledger, action: Action): Ledger {
  switch (action.type) {
    case "add":
      return {
        nextId: state.nextId + 1,
        items: [...state.items, { ...action.expense, id: state.nextId }],
      };
    case "remove":
      return { ...state, items: state.items.filter((e) => e.id !== action.id) };
    default:
      return state;
  }
}

export default function App() {
  const [ledger, dispatch] = useReducer(reducer, { nextId: 1, items: [] });
  const [currency, setCurrency] = useState<Currency>("USD");
  const money = (usdValue: number) => show(usdValue, currency);
  const total = ledger.items.reduce((sum, e) => sum + e.amount, 0);

  const paidBy = useMemo(() => {
    const tally: Record<Person, number> = { Ana: 0, Ben: 0, Chloe: 0 };
    for (const e of ledger.items) tally[e.payer] += e.amount;
    return tally;
  }, [ledger.items]);

  const byCategory = useMemo(() => {
    const tally: Record<Category, number> = { Travel: 0, Food: 0, Lodging: 0 };
    for (const e of ledger.items) tally[e.category] += e.amount;
    return tally;
  }, [ledger.items]);

  return (
    <div className="page">
      <header className="masthead">
        <h1>Offsite expenses</h1>
        <div className="masthead-tools">
          <p className="lede">
            {currency === "EUR" ? "Showing euros (0.92 EUR per USD)" : "Showing US dollars"}
          </p>
          <button
            type="button"
            className="switch"
            onClick={() => setCurrency((c) => (c === "USD" ? "EUR" : "USD"))}
          >
            {currency === "USD" ? "Show in EUR" : "Show in USD"}
          </button>
        </div>
      </header>

      <main className="board">
        <div className="stack">
          <div className="panel">
            <h2>New expense</h2>
            <ExpenseForm onAdd={(expense) => dispatch({ type: "add", expense })} />
          </div>

          <div className="panel">
            <h2>Expenses</h2>
            <ol className="ledger">
              {ledger.items.map((e) => (
                <li key={e.id} className="ledger-row">
                  <span className="ledger-desc">{e.description}</span>
                  {" "}
                  <span className="ledger-amount">{money(e.amount)}</span>
                  {" "}
                  <span className="ledger-payer">
                    paid by {e.payer} · {e.category}
                  </span>
                  {" "}
                  <button
                    type="button"
                    className="ghost"
                    onClick={() => dispatch({ type: "remove", id: e.id })}
                  >
                    Remove
                  </button>
                </li>
              ))}
            </ol>
            {ledger.items.length === 0 && <p className="muted">Nothing logged yet.</p>}
            <p className="grand-total">Total: {money(total)}</p>
          </div>
        </div>

        <div className="stack">
          <section className="panel">
            <h2>Paid so far</h2>
            <ul className="tally">
              {PEOPLE.map((p) => (
                <li key={p}>
                  {p}: {money(paidBy[p])}
                </li>
              ))}
            </ul>
          </section>

          <Balances paidBy={paidBy} total={total} currency={currency} />

          <CategoryTable subtotals={byCategory} currency={currency} />
        </div>
      </main>
    </div>
  );
}
