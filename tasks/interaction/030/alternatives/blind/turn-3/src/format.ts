/** Whole number with a comma between thousands: 12500 -> "12,500". */
export function groupThousands(value: number): string {
  const digits = String(Math.abs(Math.trunc(value)));
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return value < 0 ? "-" + grouped : grouped;
}

/** Whole grams: "12,500 g". */
export function formatGrams(grams: number): string {
  return `${groupThousands(grams)} g`;
}

/** Euro amount from whole cents: 123450 -> "€1,234.50". */
export function formatEuro(cents: number): string {
  const whole = Math.floor(cents / 100);
  const rest = cents - whole * 100;
  return `€${groupThousands(whole)}.${String(rest).padStart(2, "0")}`;
}
