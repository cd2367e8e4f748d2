import { useState } from "react";
import ExpenseForm from "./ExpenseForm";
import PaidSoFar from "./PaidSoFar";
import Balances from "./Balances";
import ByCategory from "./ByCategory";
import { CurrencyContext } from "./CurrencyContext";
import { formatMoney, type Currency } from "./money";
import type { Category, Expense, Person } from "./types";
import "./styles.css";

export default function App() {
  const [expenses, setExpenses] = useState<Expense[]>([]);
  const [nextId, setNextId] = useState(1);
  const [currency, setCurrency] = useState<Currency>("USD");

  function addExpense(description: string, amount: number, paidBy: Person, category: Category) {
    setExpenses((list) => [...list, { id: nextId, description, amount, paidBy, category }]);
    setNextId((n) => n + 1);
  }

  function removeExpense(id: number) {
    setExpenses((list) => list.filter((e) => e.id !== id));
  }

  function toggleCurrency() {
    setCurrency((c) => (c === "USD" ? "EUR" : "USD"));
  }

  const total = expenses.reduce((sum, e) => sum + e.amount, 0);
  const money = (usd: number) => formatMoney(usd, currency);

  return (
    <CurrencyContext.Provider value={currency}>
      <main className="page">
        <div className="title-row">
          <h1>Offsite expenses</h1>
          <button type="button" onClick={toggleCurrency}>
            {currency === "USD" ? "Show in EUR" : "Show in USD"}
          </button>
        </div>
        <p className="intro">
          Log each shared cost for Ana, Ben and Chloe as it happens. Amounts are always entered in US
          dollars; euro figures use 0.92 EUR per USD.
        </p>
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
                  <span className="amount">{money(e.amount)}</span>
                  <span className="payer">paid by {e.paidBy}</span>
                  <span className="tag">{e.category}</span>
                  <button type="button" className="small" onClick={() => removeExpense(e.id)}>
                    Remove
                  </button>
                </li>
              ))}
            </ol>
          )}
          <p className="total">Total: {money(total)}</p>
        </div>
        <PaidSoFar expenses={expenses} />
        <Balances expenses={expenses} />
        <ByCategory expenses={expenses} />
      </main>
    </CurrencyContext.Provider>
  );
}
