import type { RequestSummary } from "./api";
import { dayOf, toCents } from "./format";

const DAY_MS = 24 * 60 * 60 * 1000;
const ELIGIBLE_LIMIT_CENTS = 500000;

/** Days from the approval to the planned payment: 5 for an expense claim, 30 for a purchase request. */
function paymentTerm(requestId: string): number {
  if (requestId.startsWith("EX-")) return 5;
  if (requestId.startsWith("PR-")) return 30;
  return 0;
}

/** The planned payment date: approval date plus the term, moved from a weekend to the following Monday. */
export function payOnDate(request: Pick<RequestSummary, "id" | "decided_at">): string {
  const approved = dayOf(request.decided_at);
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(approved);
  if (!match) return "";
  const base = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  const planned = new Date(base + paymentTerm(request.id) * DAY_MS);
  const weekday = planned.getUTCDay();
  const shift = weekday === 6 ? 2 : weekday === 0 ? 1 : 0;
  return new Date(planned.getTime() + shift * DAY_MS).toISOString().slice(0, 10);
}

/** "Eligible", or the reason the request may not be drafted here (the flag wins over the amount). */
export function checkText(request: Pick<RequestSummary, "flagged" | "amount">): string {
  if (request.flagged) return "Not eligible: flagged for review";
  if (toCents(request.amount) > ELIGIBLE_LIMIT_CENTS) return "Not eligible: above $5,000.00";
  return "Eligible";
}

export function isEligible(request: Pick<RequestSummary, "flagged" | "amount">): boolean {
  return checkText(request) === "Eligible";
}
