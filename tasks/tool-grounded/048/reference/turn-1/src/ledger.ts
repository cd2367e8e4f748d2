// Pure helpers of the drafting desk: money, dates and drafts.

export type ApprovedRequest = {
  id: string;
  kind: string;
  title: string;
  requester: string;
  cost_centre: string;
  amount: number;
  status: string;
  flagged: boolean;
  decided_at: string | null;
};
export type PaymentRecord = { id: string; request_id: string; amount: number; payee: string; status: string };

export const toCents = (amount: number) => Math.round(amount * 100);

export function dollars(amountCents: number): string {
  const whole = Math.floor(Math.abs(amountCents) / 100);
  const rest = String(Math.abs(amountCents) % 100).padStart(2, "0");
  const grouped = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${amountCents < 0 ? "-" : ""}$${grouped}.${rest}`;
}

export const compareIds = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
const paymentNo = (id: string) => Number(id.replace(/\D/g, "")) || 0;

// The draft payment that exists for a request (its lowest-numbered one), if any.
export function draftOf(requestId: string, payments: PaymentRecord[]): PaymentRecord | undefined {
  return payments
    .filter((p) => p.request_id === requestId && p.status === "draft")
    .sort((a, b) => paymentNo(a.id) - paymentNo(b.id))[0];
}

export function approvedOn(req: ApprovedRequest): string {
  return (req.decided_at ?? "").slice(0, 10);
}

export function reasonOf(error: unknown): string {
  const e = error as { message?: string };
  return typeof e?.message === "string" ? e.message : String(error);
}
