import { useState } from "react";
import NumberField from "./NumberField";
import SavedScenarios from "./SavedScenarios";
import ScheduleTable from "./ScheduleTable";
import { MAX_SCENARIOS, type Scenario } from "./scenarios";
import { buildSchedule, monthlyPaymentCents, readExtra, readLoan, totalInterestCents, type LoanInputs } from "./loan";
import { formatCents } from "./money";
import "./styles.css";

const START: LoanInputs = { amount: "12000", rate: "6", months: "24", extra: "0" };

export default function App() {
  const [inputs, setInputs] = useState<LoanInputs>(START);
  const [showSchedule, setShowSchedule] = useState(true);
  const [scenarios, setScenarios] = useState<Scenario[]>([]);
  const [nextId, setNextId] = useState(1);
  const loan = readLoan(inputs);
  const extra = readExtra(inputs);
  const schedule = loan ? buildSchedule(loan, extra.cents) : [];

  function update(field: keyof LoanInputs, value: string) {
    setInputs((current) => ({ ...current, [field]: value }));
  }

  function saveScenario() {
    if (!loan || scenarios.length >= MAX_SCENARIOS) return;
    const scenario: Scenario = {
      id: nextId,
      amountCents: loan.amountCents,
      rate: loan.rate,
      months: loan.months,
      extraCents: extra.cents,
      paymentCents: monthlyPaymentCents(loan),
      totalInterestCents: totalInterestCents(schedule),
    };
    setScenarios((list) => [...list, scenario]);
    setNextId((n) => n + 1);
  }

  function removeScenario(id: number) {
    setScenarios((list) => list.filter((s) => s.id !== id));
  }

  let results = <p className="invalid">Check the loan details</p>;
  if (loan) {
    const payment = monthlyPaymentCents(loan);
    const totalInterest = totalInterestCents(schedule);
    const interestSaved = totalInterestCents(buildSchedule(loan, 0)) - totalInterest;
    const monthsTaken = schedule.length;
    results = (
      <div className="results">
        <p className="big">Monthly payment: {formatCents(payment)}</p>
        <p>Total interest: {formatCents(totalInterest)}</p>
        <p>
          Paid off in {monthsTaken} {monthsTaken === 1 ? "month" : "months"}
        </p>
        <p>Interest saved: {formatCents(interestSaved)}</p>
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
          <NumberField
            id="loan-extra"
            label="Extra monthly payment"
            value={inputs.extra}
            onChange={(v) => update("extra", v)}
            hint="Paid on top, straight to principal"
          />
        </div>
        {extra.negative && (
          <p className="warning" role="alert">
            Extra payment cannot be negative
          </p>
        )}
        <div aria-live="polite">{results}</div>
        <div className="save-row">
          <button
            type="button"
            className="primary"
            disabled={!loan || scenarios.length >= MAX_SCENARIOS}
            onClick={saveScenario}
          >
            Save scenario
          </button>
          <span className="muted">
            {scenarios.length} of {MAX_SCENARIOS} saved
          </span>
        </div>
      </div>
      <SavedScenarios scenarios={scenarios} onRemove={removeScenario} />
      <section className="card">
        <div className="section-head">
          <h2>Repayment schedule</h2>
          <button type="button" onClick={() => setShowSchedule((v) => !v)}>
            {showSchedule ? "Hide schedule" : "Show schedule"}
          </button>
        </div>
        {loan ? (
          showSchedule && <ScheduleTable rows={schedule} />
        ) : (
          <p className="muted">The schedule appears once the loan details are valid.</p>
        )}
      </section>
    </main>
  );
}
