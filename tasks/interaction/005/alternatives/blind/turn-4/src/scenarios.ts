import { formatCents } from "./money";

/** A frozen copy of the inputs and results at the moment "Save scenario" was pressed. */
export type Scenario = {
  id: number;
  amountCents: number;
  rate: number;
  months: number;
  extraCents: number;
  paymentCents: number;
  totalInterestCents: number;
};

export const MAX_SCENARIOS = 3;

/** "$12,000.00 at 6% over 24 months: $531.85 a month" */
export function describeScenario(s: Scenario): string {
  const term = `${s.months} ${s.months === 1 ? "month" : "months"}`;
  return `${formatCents(s.amountCents)} at ${s.rate}% over ${term}: ${formatCents(s.paymentCents)} a month`;
}
