const usd = new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 8750 -> "$8,750.00", -120 -> "-$120.00" */
export function formatUsd(amount: number): string {
  const cents = Math.round(amount * 100);
  const sign = cents < 0 ? "-" : "";
  return `${sign}$${usd.format(Math.abs(cents) / 100)}`;
}

export function formatCents(cents: number): string {
  return formatUsd(cents / 100);
}

const STATUS_LABELS: Record<string, string> = {
  submitted: "Submitted",
  approved: "Approved",
  rejected: "Rejected",
  paid: "Paid",
};

export function statusLabel(status: string): string {
  return STATUS_LABELS[status] ?? status;
}

export function countLine(total: number, awaiting: number): string {
  return `${total} ${total === 1 ? "request" : "requests"}, ${awaiting} awaiting a decision`;
}
