// Money is kept in whole pence.
export function pounds(pence: number): string {
  const sign = pence < 0 ? "-" : "";
  const abs = Math.abs(pence);
  return `${sign}£${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

// "1", "0.75", "2.00" -> pence; null when the text is not written that way.
export function parseValue(text: string): number | null {
  const m = /^(\d+)(?:\.(\d{2}))?$/.exec(text);
  if (!m) return null;
  const pence = Number(m[1]) * 100 + (m[2] ? Number(m[2]) : 0);
  if (pence < 10 || pence > 500) return null;
  return pence;
}

export function sameName(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}
