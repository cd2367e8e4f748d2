export type Req = {
  id: string;
  kind: "expense" | "purchase";
  title: string;
  requester: string;
  cost_centre: string;
  category: string;
  amount: number;
  status: "submitted" | "approved" | "rejected" | "paid";
  flagged: boolean;
  flag_note: string | null;
  decided_by: string | null;
  rejection_reason: string | null;
};

export type Budget = { remaining: number; pending_total: number };

export const CENTRE = "CC-410";
export const CATEGORIES = ["travel", "meals", "lodging", "training", "equipment", "software", "services"];

export function cents(x: number): number {
  return Math.round(x * 100);
}

export function moneyCents(c: number): string {
  const abs = Math.abs(c);
  const text = (abs / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return (c < 0 ? "-$" : "$") + text;
}

export function money(x: number): string {
  return moneyCents(cents(x));
}

export function byId(a: Req, b: Req): number {
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

export function statusLabel(r: Req): string {
  const base = r.status.charAt(0).toUpperCase() + r.status.slice(1);
  return base;
}

export function availableCents(b: Budget): number {
  return cents(b.remaining) - cents(b.pending_total);
}

/** The amount typed in dollars, in cents, or null when it is not a number above 0 with at most two decimals. */
export function parseAmount(text: string): number | null {
  const t = text.trim();
  if (!/^(\d+(\.\d{0,2})?|\.\d{1,2})$/.test(t)) return null;
  const c = Math.round(parseFloat(t) * 100);
  return c > 0 ? c : null;
}
