// Pure helpers of the drafting desk: money, dates, drafting rules and the run sheet's sums.

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
export type CentreName = { id: string; name: string };
export type RunEntry = {
  paymentId: string;
  requestId: string;
  payee: string;
  centre: string;
  amountCents: number;
  payOn: string;
};

const ELIGIBLE_MAX_CENTS = 500_000;

export const toCents = (amount: number) => Math.round(amount * 100);

export function dollars(amountCents: number): string {
  const whole = Math.floor(Math.abs(amountCents) / 100);
  const rest = String(Math.abs(amountCents) % 100).padStart(2, "0");
  const grouped = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${amountCents < 0 ? "-" : ""}$${grouped}.${rest}`;
}

export const compareIds = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
const paymentNo = (id: string) => Number(id.replace(/\D/g, "")) || 0;

export function plural(n: number): string {
  return `${n} ${n === 1 ? "draft" : "drafts"}`;
}

// The draft payment that exists for a request (its lowest-numbered one), if any.
export function draftOf(requestId: string, payments: PaymentRecord[]): PaymentRecord | undefined {
  return payments
    .filter((p) => p.request_id === requestId && p.status === "draft")
    .sort((a, b) => paymentNo(a.id) - paymentNo(b.id))[0];
}

export function approvedOn(req: ApprovedRequest): string {
  return (req.decided_at ?? "").slice(0, 10);
}

// Approval date + 5 days (expense claims) or + 30 days (purchase requests); a weekend date moves
// to the following Monday. Calendar arithmetic in UTC so no local time zone shifts the day.
export function payOn(req: ApprovedRequest): string {
  const day = approvedOn(req);
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) return "";
  const plus = req.id.startsWith("PR-") ? 30 : 5;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]) + plus));
  const weekday = date.getUTCDay();
  if (weekday === 6) date.setUTCDate(date.getUTCDate() + 2);
  if (weekday === 0) date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

export function checkOf(req: ApprovedRequest): string {
  if (req.flagged) return "Not eligible: flagged for review";
  if (toCents(req.amount) > ELIGIBLE_MAX_CENTS) return "Not eligible: above $5,000.00";
  return "Eligible";
}

export function runTotalCents(run: RunEntry[]): number {
  return run.reduce((sum, e) => sum + e.amountCents, 0);
}

// One line per cost centre with drafts in the run, in cost-centre-id order.
export function centreLines(run: RunEntry[], centres: CentreName[]): string[] {
  const byCentre = new Map<string, RunEntry[]>();
  for (const e of run) byCentre.set(e.centre, [...(byCentre.get(e.centre) ?? []), e]);
  return [...byCentre.keys()].sort().map((id) => {
    const entries = byCentre.get(id) ?? [];
    const name = centres.find((c) => c.id === id)?.name;
    return `${name ? `${id} ${name}` : id}: ${dollars(runTotalCents(entries))} (${plural(entries.length)})`;
  });
}

export function reasonOf(error: unknown): string {
  const e = error as { message?: string };
  return typeof e?.message === "string" ? e.message : String(error);
}
