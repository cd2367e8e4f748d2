import { useMemo, useReducer } from "react";
import ExpenseForm from "./ExpenseForm";
import type { NewExpense } from "./ExpenseForm";
import { PEOPLE } from "./people";
import type { Person } from "./people";
import { usd } from "./money";
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
  const total = ledger.items.reduce((sum, e) => sum + e.amount, 0);

  const paidBy = useMemo(() => {
    const tally: Record<Person, number> = { Ana: 0, Ben: 0, Chloe: 0 };
    for (const e of ledger.items) tally[e.payer] += e.amount;
    return tally;
  }, [ledger.items]);

  return (
    <div className="page">
      <header className="masthead">
        <h1>Offsite expenses</h1>
        <p className="lede">Log shared costs as they happen.</p>
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
                  <span className="ledger-amount">{usd(e.amount)}</span>
                  {" "}
                  <span className="ledger-payer">paid by {e.payer}</span>
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
            <p className="grand-total">Total: {usd(total)}</p>
          </div>
        </div>

        <div className="stack">
          <section className="panel">
            <h2>Paid so far</h2>
            <ul className="tally">
              {PEOPLE.map((p) => (
                <li key={p}>
                  {p}: {usd(paidBy[p])}
                </li>
              ))}
            </ul>
          </section>
        </div>
      </main>
    </div>
  );
}
