import { compareSeats, seatPrice } from "./seats";

export type OrderLine = { id: string; price: number };

export type OrderSummary = {
  lines: OrderLine[];
  seats: number;
  subtotal: number;
  fee: number;
  total: number;
};

export const FEE_MINIMUM = 150;

/** 4% of the amount, rounded up to the next 10 cents; never below $1.50 while a seat is picked. */
export function bookingFee(amount: number, anySeat: boolean): number {
  if (!anySeat) return 0;
  const raw = Math.ceil((amount * 4) / 1000) * 10;
  return Math.max(raw, FEE_MINIMUM);
}

export function summarise(picked: string[]): OrderSummary {
  const lines = [...picked].sort(compareSeats).map((id) => ({ id, price: seatPrice(id) }));
  const subtotal = lines.reduce((sum, line) => sum + line.price, 0);
  const fee = bookingFee(subtotal, lines.length > 0);
  return { lines, seats: lines.length, subtotal, fee, total: subtotal + fee };
}
