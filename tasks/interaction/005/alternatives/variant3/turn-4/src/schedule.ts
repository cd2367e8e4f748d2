import { monthlyPaymentCents } from './loan';
import type { LoanTerms } from './loan';
import { roundCents } from './money';

export interface ScheduleRow {
  month: number;
  payment: number;
  interest: number;
  principal: number;
  balance: number;
}

export interface Schedule {
  regularPayment: number;
  rows: ScheduleRow[];
  totalInterest: number;
}

/**
 * Month-by-month amortisation in whole cents. `extraCents` is paid on top of the
 * regular payment every month and goes straight to principal; the schedule stops
 * in the month the balance is cleared.
 */
export function buildSchedule(loan: LoanTerms, extraCents = 0): Schedule {
  const regularPayment = monthlyPaymentCents(loan);
  const monthlyOutlay = regularPayment + extraCents;
  const rows: ScheduleRow[] = [];
  let balance = loan.amountCents;
  let totalInterest = 0;

  for (let month = 1; month <= loan.months; month++) {
    const interest = roundCents((balance * loan.rate) / 1200);
    totalInterest += interest;
    const isLast = month === loan.months || balance + interest <= monthlyOutlay;
    if (isLast) {
      rows.push({ month, payment: balance + interest, interest, principal: balance, balance: 0 });
      break;
    }
    const principal = monthlyOutlay - interest;
    balance -= principal;
    rows.push({ month, payment: monthlyOutlay, interest, principal, balance });
  }

  return { regularPayment, rows, totalInterest };
}
