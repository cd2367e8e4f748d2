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

export const BONUS = 50;
export const MISSED = 20;
export const CAP = 400;

export type Earning = { amount: number; capped: boolean };

// What a child earns from the chores assigned to them (values in pence).
export function earnings(mine: { value: number; done: boolean }[]): Earning {
  if (mine.length === 0) return { amount: 0, capped: false };
  let raw = 0;
  for (const c of mine) raw += c.done ? c.value : -MISSED;
  if (mine.every((c) => c.done)) raw += BONUS;
  if (raw > CAP) return { amount: CAP, capped: true };
  return { amount: Math.max(0, raw), capped: false };
}

// A share is a whole number from 0 to 100 written as digits only.
export function parseShare(text: string): number | null {
  if (!/^\d+$/.test(text)) return null;
  const n = Number(text);
  return n <= 100 ? n : null;
}

export function savingsPart(amount: number, share: number): number {
  return Math.floor((amount * share) / 100);
}
