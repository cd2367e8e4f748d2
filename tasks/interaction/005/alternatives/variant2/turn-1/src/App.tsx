import { useState } from "react";
import "./styles.css";

type Inputs = { amount: string; rate: string; term: string };

const cents = (x: number) => Math.round(x * 100) / 100;
const money = (x: number) => `$${x.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

function monthlyPayment(amount: number, rate: number, term: number) {
  const r = rate / 1200;
  return cents(r === 0 ? amount / term : (amount * r) / (1 - Math.pow(1 + r, -term)));
}

function evaluate(inputs: Inputs) {
  const amount = Number(inputs.amount);
  const rate = Number(inputs.rate);
  const term = Number(inputs.term);
  const valid = inputs.amount.trim() !== "" && amount > 0 && inputs.rate.trim() !== "" && rate >= 0 && rate <= 30
    && Number.isInteger(term) && term >= 1 && term <= 360;
  if (!valid) return null;
  const payment = monthlyPayment(amount, rate, term);
  return { amount, rate, term, payment, interest: cents(payment * term - amount) };
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
    </main>
  );
}
