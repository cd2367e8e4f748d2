import { toCents } from "./money";

/** Treasury's release rules, in cents. */
export const RELEASE_LIMIT_CENTS = 250000; // above $2,500.00 is held
export const DRAFT_NEEDED_ABOVE_CENTS = 100000; // above $1,000.00 needs a draft payment

export const CLEAR = "Clear";

export function ruleCheck(amount: number, hasDraft: boolean): string {
  const cents = toCents(amount);
  if (cents > RELEASE_LIMIT_CENTS) return "Held: above release limit";
  if (cents > DRAFT_NEEDED_ABOVE_CENTS && !hasDraft) return "Held: needs a draft";
  return CLEAR;
}
