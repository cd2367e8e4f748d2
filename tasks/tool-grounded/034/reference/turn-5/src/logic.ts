// Pure helpers of the release desk: money, order and treasury's release rules.

export type Req = {
  id: string;
  title: string;
  requester: string;
  cost_centre: string;
  amount: number;
  status: string;
  decided_by: string | null;
};
export type Payment = { id: string; request_id: string; amount: number; payee: string; status: string };
export type Approver = { id: string; name: string };
export type CostCentre = { id: string; name: string };

export const RELEASE_LIMIT_CENTS = 250000; // above $2,500.00 the desk may not release
export const DRAFT_NEEDED_CENTS = 100000; // above $1,000.00 a draft payment must exist
export const BATCH_CAP_CENTS = 500000; // one batch releases at most $5,000.00

export const CLEAR = "Clear";
export const HELD_LIMIT = "Held: above release limit";
export const HELD_DRAFT = "Held: needs a draft";

export const cents = (n: number) => Math.round(n * 100);
export const money = (n: number) =>
  "$" + n.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
export const moneyCents = (c: number) => money(c / 100);
export const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
const paymentNumber = (id: string) => Number(id.replace(/\D/g, ""));

// The draft payment the system would release for this request (its lowest-numbered draft).
export function draftFor(req: Req, payments: Payment[]): Payment | undefined {
  return payments
    .filter((p) => p.request_id === req.id && p.status === "draft")
    .sort((a, b) => paymentNumber(a.id) - paymentNumber(b.id))[0];
}

// Treasury's release rules; the release-limit reason wins when both apply.
export function ruleCheck(req: Req, draft: Payment | undefined): string {
  const amount = cents(req.amount);
  if (amount > RELEASE_LIMIT_CENTS) return HELD_LIMIT;
  if (amount > DRAFT_NEEDED_CENTS && !draft) return HELD_DRAFT;
  return CLEAR;
}

// Released payments, highest payment id first.
export function releasedPayments(payments: Payment[]): Payment[] {
  return payments
    .filter((p) => p.status === "released")
    .sort((a, b) => paymentNumber(b.id) - paymentNumber(a.id));
}

export function errorMessage(error: unknown): string {
  const e = error as { message?: string };
  return e.message ?? String(error);
}
