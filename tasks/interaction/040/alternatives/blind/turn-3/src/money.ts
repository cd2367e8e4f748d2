/** Money is kept in whole pence to avoid floating-point drift. */

export function formatPounds(pence: number): string {
  const negative = pence < 0;
  const abs = Math.abs(Math.round(pence));
  const pounds = Math.floor(abs / 100);
  const rest = abs % 100;
  const grouped = String(pounds).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${negative ? "-" : ""}£${grouped}.${String(rest).padStart(2, "0")}`;
}

/** Parses "12", "7.5" or "12.25" into pence; null when not digits with at most two decimals. */
export function parsePence(text: string): number | null {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const pounds = Number(match[1]);
  const fraction = (match[2] ?? "").padEnd(2, "0");
  return pounds * 100 + Number(fraction);
}

/** Parses "10", "10.5" into tenths of a kilometre; null when not digits with at most one decimal. */
export function parseTenths(text: string): number | null {
  const match = /^(\d+)(?:\.(\d))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 10 + Number(match[2] ?? "0");
}

export function formatKm(tenths: number): string {
  return `${Math.floor(tenths / 10)}.${tenths % 10} km`;
}
