const usd = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Whole cents, so that sums of dollar amounts stay exact. */
export function toCents(amount: number): number {
  return Math.round(amount * 100);
}

export function formatUsd(amount: number): string {
  return usd.format(amount);
}

export function formatCents(cents: number): string {
  return usd.format(cents / 100);
}

/** "2026-02-17" from a date or a date-time string. */
export function dayOf(stamp: string | null | undefined): string {
  return stamp ? stamp.slice(0, 10) : "";
}

export function byId<T extends { id: string }>(a: T, b: T): number {
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}
