import { useState } from "react";
import ExpenseForm from "./ExpenseForm";
import PaidSoFar from "./PaidSoFar";
import { formatUsd } from "./money";
import type { Expense, Person } from "./types";
import "./styles.css";

export default function App() {
  const [expenses, setExpenses] = useState<Expense[]>([]);
  const [nextId, setNextId] = useState(1);

  function addExpense(description: string, amount: number, paidBy: Person) {
    setExpenses((list) => [...list, { id: nextId, description, amount, paidBy }]);
    setNextId((n) => n + 1);
  }

  function removeExpense(id: number) {
    setExpenses((list) => list.filter((e) => e.id !== id));
  }

  const total = expenses.reduce((sum, e) => sum + e.amount, 0);

  return (
    <main className="page">
      <h1>Offsite expenses</h1>
      <p className="intro">Log each shared cost for Ana, Ben and Chloe as it happens.</p>
      <ExpenseForm onAdd={addExpense} />
      <div className="card">
        <h2>Expenses</h2>
        {expenses.length === 0 ? (
          <p className="muted">No expenses logged yet.</p>
        ) : (
          <ol className="expense-list">
            {expenses.map((e) => (
              <li key={e.id}>
                <span className="desc">{e.description}</span>
                <span className="amount">{formatUsd(e.amount)}</span>
                <span className="payer">paid by {e.paidBy}</span>
                <button type="button" className="small" onClick={() => removeExpense(e.id)}>
                  Remove
                </button>
              </li>
            ))}
          </ol>
        )}
        <p className="total">Total: {formatUsd(total)}</p>
      </div>
      <PaidSoFar expenses={expenses} />
    </main>
  );
}
