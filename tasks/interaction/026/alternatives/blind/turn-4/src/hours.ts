export const MIN_QUARTERS = 1; // 0.25 h
export const MAX_QUARTERS = 64; // 16 h

const QUARTER_FRACTIONS: Record<string, number> = { "": 0, "25": 1, "5": 2, "75": 3 };

/** Parses typed hours into whole quarter hours; null when not a quarter hour from 0.25 to 16. */
export function parseQuarters(text: string): number | null {
  const value = text.trim();
  const match = /^(\d*)(?:\.(\d+))?$/.exec(value);
  if (!match || value === "" || value === ".") return null;
  if (match[1] === "" && match[2] === undefined) return null;
  const fraction = (match[2] ?? "").replace(/0+$/, "");
  const quarter = QUARTER_FRACTIONS[fraction];
  if (quarter === undefined) return null;
  const whole = match[1] === "" ? 0 : Number(match[1]);
  const quarters = whole * 4 + quarter;
  if (quarters < MIN_QUARTERS || quarters > MAX_QUARTERS) return null;
  return quarters;
}

/** Writes quarter hours as "6.50". */
export function formatQuarters(quarters: number): string {
  const whole = Math.floor(quarters / 4);
  const rest = (quarters % 4) * 25;
  return `${whole}.${String(rest).padStart(2, "0")}`;
}
