import { roundCents } from './money';

export interface LoanInputs {
  amount: string;
  rate: string;
  term: string;
  extra: string;
}

export interface LoanTerms {
  amountCents: number;
  /** annual rate in percent, e.g. 6 for 6% */
  rate: number;
  months: number;
}

function toNumber(text: string): number {
  return text.trim() === '' ? NaN : Number(text);
}

/** Returns the parsed loan, or null when the details are out of range. */
export function readLoan(inputs: LoanInputs): LoanTerms | null {
  const amount = toNumber(inputs.amount);
  const rate = toNumber(inputs.rate);
  const months = toNumber(inputs.term);

  const amountOk = Number.isFinite(amount) && amount > 0;
  const rateOk = Number.isFinite(rate) && rate >= 0 && rate <= 30;
  const monthsOk = Number.isInteger(months) && months >= 1 && months <= 360;
  if (!amountOk || !rateOk || !monthsOk) return null;

  return { amountCents: Math.round(amount * 100), rate, months };
}

/** Level monthly payment of a standard amortising loan, rounded to cents. */
export function monthlyPaymentCents({ amountCents, rate, months }: LoanTerms): number {
  if (rate === 0) return roundCents(amountCents / months);
  const r = rate / 100 / 12;
  return roundCents((amountCents * r) / (1 - Math.pow(1 + r, -months)));
}

export interface ExtraPayment {
  cents: number;
  negative: boolean;
}

/** Extra paid every month; blank means none, and a negative entry counts as 0. */
export function readExtra(text: string): ExtraPayment {
  const value = toNumber(text);
  if (!Number.isFinite(value)) return { cents: 0, negative: false };
  if (value < 0) return { cents: 0, negative: true };
  return { cents: Math.round(value * 100), negative: false };
}
