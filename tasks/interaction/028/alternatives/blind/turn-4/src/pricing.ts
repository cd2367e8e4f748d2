import { compareSeats, seatPrice, SPACE_OF_COMPANION } from "./seats";

export type OrderLine = { id: string; price: number; companion: boolean };

export type OrderSummary = {
  lines: OrderLine[];
  seats: number;
  subtotal: number;
  paidSeats: number;
  groupDiscount: number;
  fee: number;
  total: number;
};

export const FEE_MINIMUM = 150;
export const GROUP_MIN_PAID_SEATS = 6;

/** 15% of the subtotal, to the nearest cent with half a cent going up. */
export function groupDiscountOf(subtotal: number): number {
  return Math.floor((subtotal * 15 + 50) / 100);
}

/** 4% of the amount, rounded up to the next 10 cents; never below $1.50 while a seat is picked. */
export function bookingFee(amount: number, anySeat: boolean): number {
  if (!anySeat) return 0;
  const raw = Math.ceil((amount * 4) / 1000) * 10;
  return Math.max(raw, FEE_MINIMUM);
}

export function summarise(picked: string[]): OrderSummary {
  const lines = [...picked].sort(compareSeats).map((id) => {
    // A companion seat is free while its wheelchair space is in the same order.
    const space = SPACE_OF_COMPANION[id];
    const companion = space !== undefined && picked.includes(space);
    return { id, price: companion ? 0 : seatPrice(id), companion };
  });
  const subtotal = lines.reduce((sum, line) => sum + line.price, 0);
  const paidSeats = lines.filter((line) => line.price > 0).length;
  const groupDiscount = paidSeats >= GROUP_MIN_PAID_SEATS ? groupDiscountOf(subtotal) : 0;
  const afterDiscount = subtotal - groupDiscount;
  const fee = bookingFee(afterDiscount, lines.length > 0);
  return {
    lines,
    seats: lines.length,
    subtotal,
    paidSeats,
    groupDiscount,
    fee,
    total: afterDiscount + fee,
  };
}
