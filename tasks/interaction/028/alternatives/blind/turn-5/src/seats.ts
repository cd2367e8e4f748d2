export const ROWS = ["A", "B", "C", "D", "E"];
export const SEAT_NUMBERS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

export const SOLD_AT_START = ["A1", "A2", "A9", "B4", "B5", "B6", "C1", "C10", "D3", "D4", "E5", "E6"];

export const MAX_SEATS = 8;

/** Wheelchair spaces and the companion seat beside each. */
export const COMPANION_OF_SPACE: Record<string, string> = { E3: "E4", E8: "E7" };
export const SPACE_OF_COMPANION: Record<string, string> = { E4: "E3", E7: "E8" };

export function isWheelchairSpace(id: string): boolean {
  return id in COMPANION_OF_SPACE;
}

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

export const TOTAL_SEATS = ROWS.length * SEAT_NUMBERS.length;

/**
 * The first seat (in seat order) that would be stranded: empty, with a taken seat directly on each
 * side in the same row. Seats at either end of a row and wheelchair spaces are never stranded.
 */
export function firstStrandedSeat(taken: Set<string>): string | null {
  for (const row of ROWS) {
    for (let n = 2; n <= SEAT_NUMBERS.length - 1; n++) {
      const id = seatId(row, n);
      if (taken.has(id)) continue;
      // Wheelchair spaces are sold singly, so an empty one is never stranded.
      if (isWheelchairSpace(id)) continue;
      if (taken.has(seatId(row, n - 1)) && taken.has(seatId(row, n + 1))) return id;
    }
  }
  return null;
}
