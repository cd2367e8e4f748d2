import type { Status } from "./api";

const usd = new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export function toCents(amount: number): number {
  return Math.round(amount * 100);
}

/** 1204.5 -> "$1,204.50", -9 -> "-$9.00" */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  return `${sign}$${usd.format(Math.abs(cents) / 100)}`;
}

export function money(amount: number): string {
  return formatCents(toCents(amount));
}

const STATUS_LABELS: Record<Status, string> = {
  booked: "Booked",
  in_house: "In house",
  checked_out: "Checked out",
  cancelled: "Cancelled",
  no_show: "No-show",
};

export function statusLabel(status: string): string {
  return STATUS_LABELS[status as Status] ?? status;
}

export function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}
