/** Money is kept in whole pence; this writes it like "£1,250.00". */
export function formatMoney(pence: number): string {
  const pounds = Math.floor(pence / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `£${pounds}.${String(pence % 100).padStart(2, "0")}`;
}

/** Digits with at most one decimal point and at most two digits after it, as pence; null otherwise. */
export function parseMoney(text: string): number | null {
  const t = text.trim();
  if (!/^\d+(\.\d{1,2})?$/.test(t)) return null;
  const [whole, frac = ""] = t.split(".");
  return Number(whole) * 100 + Number(frac.padEnd(2, "0"));
}
