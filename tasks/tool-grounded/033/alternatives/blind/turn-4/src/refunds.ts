import type { ResDetail } from "./api";
import { toCents } from "./money";

export interface PlannedRefund {
  paymentLineId: string;
  cents: number;
}

/**
 * Pays back the whole credit shown against the bill's payments, newest payment first,
 * taking from each no more than what is still unrefunded on it.
 */
export function planRefunds(detail: ResDetail): PlannedRefund[] {
  let remaining = -toCents(detail.balance);
  const plan: PlannedRefund[] = [];
  if (remaining <= 0) return plan;
  const payments = detail.folio.filter((line) => line.kind === "payment");
  for (let i = payments.length - 1; i >= 0 && remaining > 0; i -= 1) {
    const payment = payments[i];
    const unrefunded = toCents(payment.amount) - toCents(payment.refunded ?? 0);
    if (unrefunded <= 0) continue;
    const take = Math.min(unrefunded, remaining);
    plan.push({ paymentLineId: payment.id, cents: take });
    remaining -= take;
  }
  return plan;
}
