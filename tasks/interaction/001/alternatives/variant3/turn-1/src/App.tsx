import { useReducer } from "react";
import ExpenseForm from "./ExpenseForm";
import type { NewExpense } from "./ExpenseForm";
import { usd } from "./money";
import "./app.css";

interface Expense extends NewExpense {
  id: number;
}

interface Ledger {
  nextId: number;
  items: Expense[];
}

type Action = { type: "add"; expense: NewExpense };

function reducer(state: Ledger, action: Action): Ledger {
  switch (action.type) {
    case "add":
      return {
        nextId: state.nextId + 1,
        items: [...state.items, { ...action.expense, id: state.nextId }],
      };
    default:
      return state;
  }
}

export default function App() {
  const [ledger, dispatch] = useReducer(reducer, { nextId: 1, items: [] });
  const total = ledger.items.reduce((sum, e) => sum + e.amount, 0);

  return (
    <div className="page">
      <header className="masthead">
        <h1>Offsite expenses</h1>
        <p className="lede">Log shared costs as they happen.</p>
      </header>

      <main className="board">
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
              </li>
            ))}
          </ol>
          {ledger.items.length === 0 && <p className="muted">Nothing logged yet.</p>}
          <p className="grand-total">Total: {usd(total)}</p>
        </div>
      </main>
    </div>
  );
}
