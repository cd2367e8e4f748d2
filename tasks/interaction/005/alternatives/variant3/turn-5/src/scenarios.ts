import type { LoanInputs } from './loan';

export interface Scenario {
  id: number;
  amount: number;
  rate: number;
  months: number;
  extraCents: number;
  paymentCents: number;
  interestCents: number;
}

export const MAX_SCENARIOS = 3;

export function monthsText(n: number): string {
  return `${n} ${n === 1 ? 'month' : 'months'}`;
}

/** The field texts that reproduce a saved scenario. */
export function scenarioInputs(s: Scenario): LoanInputs {
  return {
    amount: String(s.amount),
    rate: String(s.rate),
    term: String(s.months),
    extra: String(s.extraCents / 100),
  };
}

/** Ids of every scenario sharing the lowest total interest. */
export function lowestInterestIds(list: Scenario[]): Set<number> {
  if (list.length === 0) return new Set();
  const lowest = Math.min(...list.map((s) => s.interestCents));
  return new Set(list.filter((s) => s.interestCents === lowest).map((s) => s.id));
}
