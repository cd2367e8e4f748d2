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

/** Month-by-month amortisation, everything in whole cents. */
export function buildSchedule(loan: LoanTerms): Schedule {
  const regularPayment = monthlyPaymentCents(loan);
  const rows: ScheduleRow[] = [];
  let balance = loan.amountCents;
  let totalInterest = 0;

  for (let month = 1; month <= loan.months; month++) {
    const interest = roundCents((balance * loan.rate) / 1200);
    totalInterest += interest;
    const isLast = month === loan.months || balance + interest <= regularPayment;
    if (isLast) {
      rows.push({ month, payment: balance + interest, interest, principal: balance, balance: 0 });
      break;
    }
    const principal = regularPayment - interest;
    balance -= principal;
    rows.push({ month, payment: regularPayment, interest, principal, balance });
  }

  return { regularPayment, rows, totalInterest };
}
