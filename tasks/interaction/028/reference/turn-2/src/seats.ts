export const ROWS = ["A", "B", "C", "D", "E"] as const;
export const SEATS_PER_ROW = 10;
export const MAX_SEATS = 6;

export const SOLD_SEATS: readonly string[] = [
  "A1", "A2", "A9", "B4", "B5", "B6", "C1", "C10", "D3", "D4", "E5", "E6",
];

const ROW_PRICE_CENTS: Record<string, number> = {
  A: 3400,
  B: 3400,
  C: 2750,
  D: 2750,
  E: 1900,
};

export function seatName(row: string, num: number): string {
  return `${row}${num}`;
}

export function rowOf(seat: string): string {
  return seat.charAt(0);
}

export function numberOf(seat: string): number {
  return parseInt(seat.slice(1), 10);
}

export function priceCents(seat: string): number {
  return ROW_PRICE_CENTS[rowOf(seat)];
}

export function compareSeats(a: string, b: string): number {
  const byRow = rowOf(a).localeCompare(rowOf(b));
  return byRow !== 0 ? byRow : numberOf(a) - numberOf(b);
}

export function inSeatOrder(seats: readonly string[]): string[] {
  return [...seats].sort(compareSeats);
}

/** 4% of the subtotal, rounded up to the next 10 cents, at least $1.50 when anything is picked. */
export function bookingFeeCents(subtotalCents: number): number {
  if (subtotalCents <= 0) return 0;
  const tenCentSteps = Math.ceil((subtotalCents * 4) / 1000);
  return Math.max(150, tenCentSteps * 10);
}

export const TOTAL_SEATS = ROWS.length * SEATS_PER_ROW;

/**
 * The first stranded seat in seat order: an empty seat with a taken seat directly on each
 * side in the same row. Row ends are never stranded (they have only one neighbour).
 */
export function firstStrandedSeat(taken: ReadonlySet<string>): string | null {
  for (const row of ROWS) {
    for (let num = 2; num < SEATS_PER_ROW; num += 1) {
      const seat = seatName(row, num);
      if (taken.has(seat)) continue;
      if (taken.has(seatName(row, num - 1)) && taken.has(seatName(row, num + 1))) return seat;
    }
  }
  return null;
}

export function formatUsd(cents: number): string {
  const dollars = Math.floor(cents / 100);
  const rest = String(cents % 100).padStart(2, "0");
  return `$${dollars.toLocaleString("en-US")}.${rest}`;
}
