// Pure helpers of the release desk: money and order.

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
