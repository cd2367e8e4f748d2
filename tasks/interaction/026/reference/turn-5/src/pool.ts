export type Role = "Server" | "Bartender" | "Runner" | "Busser";

export const ROLES: Role[] = ["Server", "Bartender", "Runner", "Busser"];

export type Person = { id: number; name: string; role: Role; quarters: number };

// Points per hour in hundredths of a point.
export type Weights = Record<Role, number>;

export const START_WEIGHTS: Weights = { Server: 100, Bartender: 100, Runner: 75, Busser: 50 };

/** Hours typed by the user, as a whole number of quarter hours (1..64), or null when not allowed. */
export function parseHours(text: string): number | null {
  const t = text.trim();
  if (!/^(\d+(\.\d*)?|\.\d+)$/.test(t)) return null;
  const q = Number(t) * 4;
  if (!Number.isInteger(q) || q < 1 || q > 64) return null;
  return q;
}

/** An amount of dollars with at most two decimals, in cents; empty is 0; null when not allowed. */
export function parseCents(text: string): number | null {
  const t = text.trim();
  if (t === "") return 0;
  const m = /^(\d+)(?:\.(\d{1,2}))?$/.exec(t);
  if (!m) return null;
  return Number(m[1]) * 100 + Number(((m[2] ?? "") + "00").slice(0, 2));
}

/** A points-per-hour value (0 to 2, at most two decimals) in hundredths, or null. */
export function parseWeight(text: string): number | null {
  const t = text.trim();
  const m = /^(\d+)(?:\.(\d{1,2}))?$/.exec(t);
  if (!m) return null;
  const v = Number(m[1]) * 100 + Number(((m[2] ?? "") + "00").slice(0, 2));
  return v <= 200 ? v : null;
}

function groupThousands(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

export function money(cents: number): string {
  return `$${groupThousands(Math.floor(cents / 100))}.${String(cents % 100).padStart(2, "0")}`;
}

/** Hundredths written with two decimals. */
export function twoDecimals(hundredths: number): string {
  return `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, "0")}`;
}

export function hoursText(quarters: number): string {
  return twoDecimals(quarters * 25);
}

/** A person's exact points, in units of 1/400 point (quarter hours times hundredths of a point). */
export function pointUnits(p: Person, weights: Weights): number {
  return p.quarters * weights[p.role];
}

/** Point units written with two decimals, half a hundredth rounding up. */
export function pointsText(units: number): string {
  return twoDecimals(Math.floor((units + 2) / 4));
}

/** The terminal's 2.5% fee, rounded to the cent with half a cent rounding up. */
export function cardFee(cardCents: number): number {
  return Math.floor((cardCents * 25 + 500) / 1000);
}

/**
 * Split `pool` cents in proportion to `weights`: everyone is rounded down to the cent, then the
 * cents left over go one each to the largest weights (equal weights: earlier in the list first).
 */
export function split(pool: number, weights: number[]): number[] {
  const total = weights.reduce((a, b) => a + b, 0);
  if (total === 0) return weights.map(() => 0);
  const shares = weights.map((w) => {
    const x = pool * w;
    return (x - (x % total)) / total;
  });
  let left = pool - shares.reduce((a, b) => a + b, 0);
  const order = weights.map((w, i) => ({ w, i })).sort((a, b) => b.w - a.w || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    shares[i] += 1;
    left -= 1;
  }
  return shares;
}

/** Hand out `cashCents` in whole dollars down the list; returns each person's cash and what stays. */
export function handOutCash(shares: number[], cashCents: number): { cash: number[]; left: number } {
  let left = cashCents;
  const cash = shares.map((s) => {
    const give = Math.min(Math.floor(s / 100), Math.floor(left / 100)) * 100;
    left -= give;
    return give;
  });
  return { cash, left };
}
