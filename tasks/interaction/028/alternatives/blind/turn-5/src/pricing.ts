import { compareSeats, seatPrice, SPACE_OF_COMPANION } from "./seats";

export type OrderLine = { id: string; price: number; companion: boolean };

export type OrderSummary = {
  lines: OrderLine[];
  seats: number;
  subtotal: number;
  paidSeats: number;
  groupDiscount: number;
  promoDiscount: number;
  /** The one saving that applies (the larger of the two). */
  saving: { kind: "group" | "promo"; amount: number } | null;
  promoNeedsMore: boolean;
  fee: number;
  total: number;
};

export const FEE_MINIMUM = 150;
export const GROUP_MIN_PAID_SEATS = 6;

export const PROMO_CODE = "STAGE20";
export const PROMO_AMOUNT = 2000;
export const PROMO_MIN_SUBTOTAL = 9500;

export function normaliseCode(code: string): string {
  return code.trim().toUpperCase();
}

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

export function summarise(picked: string[], promoApplied: boolean): OrderSummary {
  const lines = [...picked].sort(compareSeats).map((id) => {
    // A companion seat is free while its wheelchair space is in the same order.
    const space = SPACE_OF_COMPANION[id];
    const companion = space !== undefined && picked.includes(space);
    return { id, price: companion ? 0 : seatPrice(id), companion };
  });
  const subtotal = lines.reduce((sum, line) => sum + line.price, 0);
  const paidSeats = lines.filter((line) => line.price > 0).length;
  const groupDiscount = paidSeats >= GROUP_MIN_PAID_SEATS ? groupDiscountOf(subtotal) : 0;
  const promoQualifies = promoApplied && subtotal >= PROMO_MIN_SUBTOTAL;
  const promoDiscount = promoQualifies ? PROMO_AMOUNT : 0;
  // The code and the group discount never add up: only the larger saving applies.
  let saving: OrderSummary["saving"] = null;
  if (promoDiscount > groupDiscount) saving = { kind: "promo", amount: promoDiscount };
  else if (groupDiscount > 0) saving = { kind: "group", amount: groupDiscount };
  const afterDiscount = subtotal - (saving ? saving.amount : 0);
  const fee = bookingFee(afterDiscount, lines.length > 0);
  return {
    lines,
    seats: lines.length,
    subtotal,
    paidSeats,
    groupDiscount,
    promoDiscount,
    saving,
    promoNeedsMore: promoApplied && !promoQualifies,
    fee,
    total: afterDiscount + fee,
  };
}
