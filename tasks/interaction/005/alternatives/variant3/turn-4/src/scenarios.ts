export interface Scenario {
  id: number;
  amount: number;
  rate: number;
  months: number;
  extraCents: number;
  paymentCents: number;
}

export const MAX_SCENARIOS = 3;

export function monthsText(n: number): string {
  return `${n} ${n === 1 ? 'month' : 'months'}`;
}
