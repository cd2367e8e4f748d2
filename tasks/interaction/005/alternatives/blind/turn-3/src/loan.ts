export type LoanInputs = {
  amount: string;
  rate: string;
  months: string;
  extra: string;
};

export type Loan = {
  amountCents: number;
  rate: number;
  months: number;
};

function toNumber(raw: string): number | null {
  if (raw.trim() === "") return null;
  const value = Number(raw);
  return Number.isFinite(value) ? value : null;
}

/** The loan described by the fields, or null when the details are not valid. */
export function readLoan(inputs: LoanInputs): Loan | null {
  const amount = toNumber(inputs.amount);
  const rate = toNumber(inputs.rate);
  const months = toNumber(inputs.months);
  if (amount === null || rate === null || months === null) return null;
  if (!(amount > 0)) return null;
  if (rate < 0 || rate > 30) return null;
  if (!Number.isInteger(months) || months < 1 || months > 360) return null;
  return { amountCents: Math.round(amount * 100), rate, months };
}

/** Extra monthly payment in cents; an empty field counts as 0 and a negative one is treated as 0. */
export function readExtra(inputs: LoanInputs): { cents: number; negative: boolean } {
  const value = toNumber(inputs.extra);
  if (value === null) return { cents: 0, negative: false };
  if (value < 0) return { cents: 0, negative: true };
  return { cents: Math.round(value * 100), negative: false };
}

/** Fixed monthly payment of a standard amortising loan, rounded to cents. */
export function monthlyPaymentCents(loan: Loan): number {
  if (loan.rate === 0) return Math.round(loan.amountCents / loan.months);
  const r = loan.rate / 100 / 12;
  const payment = (loan.amountCents * r) / (1 - Math.pow(1 + r, -loan.months));
  return Math.round(payment);
}

export type ScheduleRow = {
  month: number;
  payment: number;
  interest: number;
  principal: number;
  balance: number;
};

/**
 * Month-by-month schedule in cents. The extra amount is paid every month on top of the regular
 * payment and goes entirely to principal; the last payment clears exactly what is left.
 */
export function buildSchedule(loan: Loan, extraCents = 0): ScheduleRow[] {
  const regular = monthlyPaymentCents(loan);
  const rows: ScheduleRow[] = [];
  let balance = loan.amountCents;
  for (let month = 1; month <= loan.months && balance > 0; month++) {
    const interest = Math.round((balance * loan.rate) / 1200 + 1e-9);
    const full = regular + extraCents;
    const last = month === loan.months || balance + interest <= full;
    const thisPayment = last ? balance + interest : full;
    const principal = thisPayment - interest;
    balance -= principal;
    rows.push({ month, payment: thisPayment, interest, principal, balance });
  }
  return rows;
}

export function totalInterestCents(rows: ScheduleRow[]): number {
  return rows.reduce((sum, row) => sum + row.interest, 0);
}
