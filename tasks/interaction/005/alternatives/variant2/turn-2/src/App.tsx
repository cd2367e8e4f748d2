import { useState } from "react";
import "./styles.css";

type Inputs = { amount: string; rate: string; term: string };
type Row = { month: number; payment: number; interest: number; principal: number; balance: number };

const cents = (x: number) => Math.round(x * 100) / 100;
const money = (x: number) => `$${x.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

function monthlyPayment(amount: number, rate: number, term: number) {
  const r = rate / 1200;
  return cents(r === 0 ? amount / term : (amount * r) / (1 - Math.pow(1 + r, -term)));
}

function schedule(amount: number, rate: number, term: number): Row[] {
  const r = rate / 1200;
  const payment = monthlyPayment(amount, rate, term);
  const rows: Row[] = [];
  let balance = amount;
  for (let month = 1; balance > 0 && month <= term; month++) {
    const interest = cents(balance * r);
    let principal = cents(payment - interest);
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
  const valid = inputs.amount.trim() !== "" && amount > 0 && inputs.rate.trim() !== "" && rate >= 0 && rate <= 30
    && Number.isInteger(term) && term >= 1 && term <= 360;
  if (!valid) return null;
  const rows = schedule(amount, rate, term);
  return { amount, rate, term, payment: monthlyPayment(amount, rate, term), rows, interest: cents(rows.reduce((s, row) => s + row.interest, 0)) };
}

export default function App() {
  const [inputs, setInputs] = useState<Inputs>({ amount: "12000", rate: "6", term: "24" });

  const result = evaluate(inputs);

  const field = (key: keyof Inputs, label: string) => (
    <label>
      {label}
      <input type="text" inputMode={key === "term" ? "numeric" : "decimal"} autoComplete="off" value={inputs[key]} onChange={(e) => setInputs({ ...inputs, [key]: e.target.value })} />
    </label>
  );

  return (
    <main>
      <h1>Loan repayment calculator</h1>
      <div className="card inputs">
        {field("amount", "Loan amount")}
        {field("rate", "Annual interest rate (%)")}
        {field("term", "Term (months)")}
      </div>
      {result ? (
        <div className="card results">
          <p className="big">Monthly payment: {money(result.payment)}</p>
          <p>Total interest: {money(result.interest)}</p>
        </div>
      ) : (
        <p className="error">Check the loan details</p>
      )}
      {result && (
        <section aria-labelledby="schedule-heading" className="card">
          <div className="section-head">
            <h2 id="schedule-heading">Repayment schedule</h2>
          </div>
          {(
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
