import { useState } from "react";
import NumberField from "./NumberField";
import { monthlyPaymentCents, readLoan, type LoanInputs } from "./loan";
import { formatCents } from "./money";
import "./styles.css";

const START: LoanInputs = { amount: "12000", rate: "6", months: "24" };

export default function App() {
  const [inputs, setInputs] = useState<LoanInputs>(START);
  const loan = readLoan(inputs);

  function update(field: keyof LoanInputs, value: string) {
    setInputs((current) => ({ ...current, [field]: value }));
  }

  let results = <p className="invalid">Check the loan details</p>;
  if (loan) {
    const payment = monthlyPaymentCents(loan);
    const totalInterest = payment * loan.months - loan.amountCents;
    results = (
      <div className="results">
        <p className="big">Monthly payment: {formatCents(payment)}</p>
        <p>Total interest: {formatCents(totalInterest)}</p>
      </div>
    );
  }

  return (
    <main className="calc">
      <h1>Loan repayment calculator</h1>
      <p className="intro">Fixed-rate amortising loan; interest is charged monthly at the annual rate divided by 12.</p>
      <div className="card">
        <div className="fields">
          <NumberField
            id="loan-amount"
            label="Loan amount"
            value={inputs.amount}
            onChange={(v) => update("amount", v)}
            hint="US dollars, above 0"
          />
          <NumberField
            id="loan-rate"
            label="Annual interest rate (%)"
            value={inputs.rate}
            onChange={(v) => update("rate", v)}
            hint="0 to 30"
          />
          <NumberField
            id="loan-months"
            label="Term (months)"
            value={inputs.months}
            step="1"
            onChange={(v) => update("months", v)}
            hint="Whole months, 1 to 360"
          />
        </div>
        <div aria-live="polite">{results}</div>
      </div>
    </main>
  );
}
