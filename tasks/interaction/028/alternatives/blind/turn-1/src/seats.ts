export const ROWS = ["A", "B", "C", "D", "E"];
export const SEAT_NUMBERS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

export const SOLD_AT_START = ["A1", "A2", "A9", "B4", "B5", "B6", "C1", "C10", "D3", "D4", "E5", "E6"];

export const MAX_SEATS = 6;

/** Seat prices in cents, by row. */
const ROW_PRICE: Record<string, number> = { A: 3400, B: 3400, C: 2750, D: 2750, E: 1900 };

export function seatId(row: string, seat: number): string {
  return `${row}${seat}`;
}

export function rowOf(id: string): string {
  return id.charAt(0);
}

export function numberOf(id: string): number {
  return Number(id.slice(1));
}

export function seatPrice(id: string): number {
  return ROW_PRICE[rowOf(id)] ?? 0;
}

/** Seat order: by row letter, then by seat number (A8 before A10). */
export function compareSeats(a: string, b: string): number {
  const byRow = rowOf(a).localeCompare(rowOf(b));
  if (byRow !== 0) return byRow;
  return numberOf(a) - numberOf(b);
}

export function formatMoney(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}
