import { useState } from "react";
import "./styles.css";

type Inputs = { amount: string; rate: string; term: string; extra: string };
type Row = { month: number; payment: number; interest: number; principal: number; balance: number };
type Scenario = { id: number; inputs: Inputs; payment: number; interest: number };

const cents = (x: number) => Math.round(x * 100) / 100;
const money = (x: number) => `$${x.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const MAX_SAVED = 3;

function monthlyPayment(amount: number, rate: number, term: number) {
  const r = rate / 1200;
  return cents(r === 0 ? amount / term : (amount * r) / (1 - Math.pow(1 + r, -term)));
}

function schedule(amount: number, rate: number, term: number, extra: number): Row[] {
  const r = rate / 1200;
  const payment = monthlyPayment(amount, rate, term);
  const rows: Row[] = [];
  let balance = amount;
  for (let month = 1; balance > 0 && month <= term; month++) {
    const interest = cents(balance * r);
    let principal = cents(payment + extra - interest);
    if (principal >= balance || month === term) principal = balance;
    balance = cents(balance - principal);
    rows.push({ month, payment: cents(principal + interest), interest, principal, balance });
  }
  return rows;
}

function evaluate(inputs: Inputs) {
  const amount = Number(inputs.amount);
  const rate = Number(inputs.rate);
  const term = Number(inputs.term);
  const extraValue = Number(inputs.extra || "0");
  const valid = inputs.amount.trim() !== "" && amount > 0 && inputs.rate.trim() !== "" && rate >= 0 && rate <= 30
    && Number.isInteger(term) && term >= 1 && term <= 360;
  const extraOk = Number.isFinite(extraValue) && extraValue >= 0;
  if (!valid) return null;
  const extra = extraOk ? extraValue : 0;
  const rows = schedule(amount, rate, term, extra);
  const base = extra > 0 ? schedule(amount, rate, term, 0) : rows;
  const sum = (list: Row[]) => cents(list.reduce((s, row) => s + row.interest, 0));
  return { amount, rate, term, payment: monthlyPayment(amount, rate, term), rows, interest: sum(rows), saved: cents(sum(base) - sum(rows)) };
}

export default function App() {
  const [inputs, setInputs] = useState<Inputs>({ amount: "12000", rate: "6", term: "24", extra: "0" });
  const [showSchedule, setShowSchedule] = useState(true);
  const [saved, setSaved] = useState<Scenario[]>([]);
  const [nextId, setNextId] = useState(1);

  const result = evaluate(inputs);
  const extraNegative = Number(inputs.extra) < 0;

  const field = (key: keyof Inputs, label: string) => (
    <label>
      {label}
      <input type="text" inputMode={key === "term" ? "numeric" : "decimal"} autoComplete="off" value={inputs[key]} onChange={(e) => setInputs({ ...inputs, [key]: e.target.value })} />
    </label>
  );

  function save() {
    if (!result || saved.length >= MAX_SAVED) return;
    setSaved([...saved, { id: nextId, inputs: { ...inputs, extra: extraNegative ? "0" : inputs.extra }, payment: result.payment, interest: result.interest }]);
    setNextId(nextId + 1);
  }

  return (
    <main>
      <h1>Loan repayment calculator</h1>
      <div className="card inputs">
        {field("amount", "Loan amount")}
        {field("rate", "Annual interest rate (%)")}
        {field("term", "Term (months)")}
        {field("extra", "Extra monthly payment")}
      </div>
      {extraNegative && <p className="error">Extra payment cannot be negative</p>}
      {result ? (
        <div className="card results">
          <p className="big">Monthly payment: {money(result.payment)}</p>
          <p>Total interest: {money(result.interest)}</p>
          <p>Paid off in {result.rows.length} months</p>
          <p>Interest saved: {money(result.saved)}</p>
          <button type="button" disabled={saved.length >= MAX_SAVED} onClick={save}>Save scenario</button>
        </div>
      ) : (
        <p className="error">Check the loan details</p>
      )}
      <section aria-labelledby="saved-heading" className="card">
        <h2 id="saved-heading">Saved scenarios</h2>
        {saved.length === 0 ? <p className="muted">Nothing saved yet.</p> : (
          <ul className="saved">
            {saved.map((s) => (
              <li key={s.id}>
                <span>
                  {money(Number(s.inputs.amount))} at {s.inputs.rate}% over {s.inputs.term} months: {money(s.payment)} a month
                  {Number(s.inputs.extra) > 0 && ` + ${money(Number(s.inputs.extra))} extra`}, {money(s.interest)} interest
                </span>
                <button type="button" className="secondary" onClick={() => setSaved(saved.filter((x) => x.id !== s.id))}>Remove</button>
              </li>
            ))}
          </ul>
        )}
      </section>
      {result && (
        <section aria-labelledby="schedule-heading" className="card">
          <div className="section-head">
            <h2 id="schedule-heading">Repayment schedule</h2>
            <button type="button" className="secondary" onClick={() => setShowSchedule(!showSchedule)}>
              {showSchedule ? "Hide schedule" : "Show schedule"}
            </button>
          </div>
          {showSchedule && (
            <table>
              <thead>
                <tr><th scope="col">Month</th><th scope="col">Payment</th><th scope="col">Interest</th><th scope="col">Principal</th><th scope="col">Balance</th></tr>
              </thead>
              <tbody>
                {result.rows.map((row) => (
                  <tr key={row.month}>
                    <td>{row.month}</td><td>{money(row.payment)}</td><td>{money(row.interest)}</td><td>{money(row.principal)}</td><td>{money(row.balance)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
      )}
    </main>
  );
}
