export function formatPounds(pence: number): string {
  const pounds = Math.floor(pence / 100);
  const rest = pence % 100;
  return `£${pounds}.${String(rest).padStart(2, "0")}`;
}

const VALUE_PATTERN = /^\d+(\.\d{2})?$/;

/** Parses a chore value such as "1", "0.75" or "2.00" into pence, or null. */
export function parseValue(text: string): number | null {
  if (!VALUE_PATTERN.test(text)) return null;
  const [whole, decimals] = text.split(".");
  return Number(whole) * 100 + (decimals ? Number(decimals) : 0);
}

export const MIN_VALUE = 10;
export const MAX_VALUE = 500;
