// Loan arithmetic. All money is handled in whole cents.

export type FieldValues = { amount: string; rate: string; term: string };

export type LoanTerms = { amountCents: number; rate: number; months: number };

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

export function regularPayment(terms: LoanTerms): number {
  const { amountCents, rate, months } = terms;
  if (rate === 0) return roundHalfUp(amountCents / months);
  const r = rate / 1200;
  return roundHalfUp((amountCents * r) / (1 - Math.pow(1 + r, -months)));
}
