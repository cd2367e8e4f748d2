import { useState } from "react";
import ExpenseForm from "./ExpenseForm";
import { formatUsd } from "./money";
import type { Expense } from "./types";
import "./styles.css";

export default function App() {
  const [expenses, setExpenses] = useState<Expense[]>([]);
  const [nextId, setNextId] = useState(1);

  function addExpense(description: string, amount: number) {
    setExpenses((list) => [...list, { id: nextId, description, amount }]);
    setNextId((n) => n + 1);
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
              </li>
            ))}
          </ol>
        )}
        <p className="total">Total: {formatUsd(total)}</p>
      </div>
    </main>
  );
}
