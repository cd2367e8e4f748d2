import type { PromoCode } from './cart';

export const STANDARD_SHIPPING_CENTS = 599;
export const FREE_SHIPPING_FROM_CENTS = 5000;
export const KETTLE15_OFF_CENTS = 1500;

/** Discount in cents for the applied code, computed from the current subtotal. */
export function discountFor(code: PromoCode | null, subtotal: number): number {
  if (code === 'BREW10') return Math.round(subtotal / 10); // 10 %, half a cent rounds up
  if (code === 'KETTLE15') return Math.min(KETTLE15_OFF_CENTS, subtotal);
  return 0;
}

export type Quote = {
  subtotal: number;
  discount: number;
  /** Cents to pay for shipping, or 'free' when the free-shipping rule applies. */
  shipping: number | 'free';
  total: number;
  /** Cents still missing for free shipping, 0 when already free, null when no hint applies. */
  missingForFree: number | null;
};

export function quote(subtotal: number, discount: number, cartIsEmpty: boolean): Quote {
  const afterDiscount = subtotal - discount;
  if (cartIsEmpty) return { subtotal, discount, shipping: 0, total: 0, missingForFree: null };
  if (afterDiscount >= FREE_SHIPPING_FROM_CENTS) {
    return { subtotal, discount, shipping: 'free', total: afterDiscount, missingForFree: 0 };
  }
  return {
    subtotal,
    discount,
    shipping: STANDARD_SHIPPING_CENTS,
    total: afterDiscount + STANDARD_SHIPPING_CENTS,
    missingForFree: FREE_SHIPPING_FROM_CENTS - afterDiscount,
  };
}
