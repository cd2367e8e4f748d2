// Loan arithmetic. All money is handled in whole cents.

export type FieldValues = { amount: string; rate: string; term: string; extra: string };

export type LoanTerms = { amountCents: number; rate: number; months: number };

export type ScheduleRow = {
  month: number;
  payment: number;
  interest: number;
  principal: number;
  balance: number;
};

/** Half-up rounding to a whole number after trimming float noise. */
function roundHalfUp(x: number): number {
  return Math.round(Number(x.toFixed(6)));
}

export function readTerms(values: FieldValues): LoanTerms | null {
  if ([values.amount, values.rate, values.term].some((v) => v.trim() === '')) return null;
  const amount = Number(values.amount);
  const rate = Number(values.rate);
  const months = Number(values.term);
  if (!Number.isFinite(amount) || amount <= 0) return null;
  if (!Number.isFinite(rate) || rate < 0 || rate > 30) return null;
  if (!Number.isInteger(months) || months < 1 || months > 360) return null;
  return { amountCents: roundHalfUp(amount * 100), rate, months };
}

/** The extra payment in cents; blank or negative counts as zero. */
export function readExtra(raw: string): { cents: number; negative: boolean } {
  const value = raw.trim() === '' ? 0 : Number(raw);
  if (!Number.isFinite(value)) return { cents: 0, negative: false };
  if (value < 0) return { cents: 0, negative: true };
  return { cents: roundHalfUp(value * 100), negative: false };
}

export function regularPayment(terms: LoanTerms): number {
  const { amountCents, rate, months } = terms;
  if (rate === 0) return roundHalfUp(amountCents / months);
  const r = rate / 1200;
  return roundHalfUp((amountCents * r) / (1 - Math.pow(1 + r, -months)));
}

export function schedule(terms: LoanTerms, extraCents: number): ScheduleRow[] {
  const payment = regularPayment(terms) + extraCents;
  const rows: ScheduleRow[] = [];
  let balance = terms.amountCents;
  for (let month = 1; month <= terms.months && balance > 0; month += 1) {
    const interest = roundHalfUp((balance * terms.rate) / 1200);
    const due = month === terms.months || balance + interest <= payment ? balance + interest : payment;
    const principal = due - interest;
    balance -= principal;
    rows.push({ month, payment: due, interest, principal, balance });
  }
  return rows;
}

export function interestOf(rows: ScheduleRow[]): number {
  return rows.reduce((sum, row) => sum + row.interest, 0);
}
