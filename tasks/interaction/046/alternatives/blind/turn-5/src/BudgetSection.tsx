import { useState } from "react";
import { formatMoney } from "./prices";

type Props = {
  /** Pence: every shopping line, ticked or not. */
  estimate: number;
  /** Pence: the unticked shopping lines only. */
  stillToSpend: number;
};

/** The budget in pence, or null unless it is a number from 1 to 500 with at most two decimals. */
function parseBudget(raw: string): number | null {
  const text = raw.trim();
  if (text === "") return null;
  const n = Number(text);
  if (!Number.isFinite(n) || n < 1 || n > 500) return null;
  const pence = Math.round(n * 100);
  if (Math.abs(n * 100 - pence) > 1e-6) return null;
  return pence;
}

export default function BudgetSection({ estimate, stillToSpend }: Props) {
  const [budgetText, setBudgetText] = useState("50");
  const budget = parseBudget(budgetText);

  let verdict;
  if (budget === null) {
    verdict = (
      <p className="errors" role="alert">
        Budget must be from 1 to 500 with at most two decimals
      </p>
    );
  } else if (estimate <= budget) {
    verdict = <p className="summary">Left in budget: {formatMoney(budget - estimate)}</p>;
  } else {
    verdict = <p className="summary over">Over budget by {formatMoney(estimate - budget)}</p>;
  }

  return (
    <section className="card" aria-labelledby="budget-heading">
      <h2 id="budget-heading">Budget</h2>
      <div className="field">
        <label htmlFor="weekly-budget">Weekly budget (£)</label>
        <input id="weekly-budget" type="number" value={budgetText} onChange={(e) => setBudgetText(e.target.value)} />
      </div>
      <p className="summary">Estimated shop: {formatMoney(estimate)}</p>
      <p className="summary">Still to spend: {formatMoney(stillToSpend)}</p>
      {verdict}
    </section>
  );
}
