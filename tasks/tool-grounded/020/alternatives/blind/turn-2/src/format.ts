const money = new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Whole cents of quantity × unit cost. */
export function valueCents(quantity: number, unitCost: number): number {
  return Math.round(quantity * unitCost * 100);
}

/** "$2,160.00" from cents. */
export function formatUsd(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  return `${sign}$${money.format(Math.abs(cents) / 100)}`;
}

/** The YYYY-MM-DD part of a date or timestamp. */
export function isoDate(value: string | null | undefined): string {
  return (value ?? "").slice(0, 10);
}

export function openOrdersLine(count: number, totalCents: number): string {
  if (count === 0) return "No open orders";
  const noun = count === 1 ? "open order" : "open orders";
  return `${count} ${noun} worth ${formatUsd(totalCents)}`;
}

export function notNeededLine(count: number, totalCents: number): string {
  if (count === 0) return "Every open order is needed";
  const noun = count === 1 ? "order" : "orders";
  return `${count} ${noun} not needed, worth ${formatUsd(totalCents)}`;
}
