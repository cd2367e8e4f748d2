/** Parses the rate field into thousandths of a pound per m², or null when it is not a valid rate. */
export function parseRate(text: string): number | null {
  const match = /^(\d{0,9})(?:\.(\d{0,3}))?$/.exec(text.trim());
  if (!match) return null;
  const whole = match[1];
  const fraction = match[2] ?? "";
  if (whole === "" && fraction === "") return null;
  const milli = Number(whole || "0") * 1000 + Number(fraction.padEnd(3, "0"));
  return milli > 0 ? milli : null;
}

/** Annual rent in pence: size × rate, rounded to the nearest penny, half a penny up. */
export function rentPence(size: number, rateMilli: number): number {
  // size (m²) × rate (£/1000) gives tenths of a penny.
  return Math.floor((size * rateMilli + 5) / 10);
}

/** Formats pence as "£1,234.50". */
export function formatPounds(pence: number): string {
  const pounds = Math.floor(pence / 100);
  const rest = pence % 100;
  const grouped = String(pounds).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `£${grouped}.${String(rest).padStart(2, "0")}`;
}

/** Formats an amount that is unknown while the rate is invalid. */
export function formatMaybe(pence: number | null): string {
  return pence === null ? "—" : formatPounds(pence);
}

/** The least a concession can bring a tenant's payment down to, in pence. */
export const CONCESSION_FLOOR = 2000;

/**
 * What a tenant pays in pence: the discount is worked out on the annual rent, rounded to the
 * nearest penny (half up), then taken off; never below £20.00 (or the full rent if that is lower).
 */
export function payPence(rent: number, discountPercent: number): number {
  const discount = Math.floor((rent * discountPercent + 50) / 100);
  const floor = Math.min(rent, CONCESSION_FLOOR);
  return Math.max(rent - discount, floor);
}
