/** Whole cents of a dollar amount, so comparisons never trip over floating point. */
export function cents(amount: number): number {
  return Math.round(amount * 100);
}

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

/** "$1,377.60", "-$9.00". */
export function usd(amount: number): string {
  const total = Math.abs(cents(amount));
  const dollars = groupThousands(String(Math.floor(total / 100)));
  const rest = String(total % 100).padStart(2, "0");
  const sign = cents(amount) < 0 ? "-" : "";
  return `${sign}$${dollars}.${rest}`;
}
