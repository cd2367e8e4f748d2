import type { Delivery, PromoCode } from './cart';

export const STANDARD_SHIPPING_CENTS = 599;
export const EXPRESS_SHIPPING_CENTS = 1200;
export const FREE_SHIPPING_FROM_CENTS = 5000;
export const KETTLE15_OFF_CENTS = 1500;

/** Discount in cents for the applied code, computed from the current subtotal. */
export function discountFor(code: PromoCode | null, subtotal: number): number {
  if (code === 'BREW10') return Math.round(subtotal / 10); // 10 %, half a cent rounds up
  if (code === 'KETTLE15') return Math.min(KETTLE15_OFF_CENTS, subtotal);
  return 0; // SHIPFREE changes shipping, not the subtotal
}

/** Codes that show a "Discount (…)" line in the summary. */
export function hasDiscountLine(code: PromoCode | null): code is 'BREW10' | 'KETTLE15' {
  return code === 'BREW10' || code === 'KETTLE15';
}

export type Quote = {
  subtotal: number;
  discount: number;
  /** Cents to pay for shipping, or 'free' when Standard delivery costs nothing. */
  shipping: number | 'free';
  total: number;
  /** Cents still missing for free shipping, 0 when already free, null when no hint applies. */
  missingForFree: number | null;
};

type QuoteInput = {
  subtotal: number;
  discount: number;
  cartIsEmpty: boolean;
  delivery: Delivery;
  code: PromoCode | null;
};

export function quote({ subtotal, discount, cartIsEmpty, delivery, code }: QuoteInput): Quote {
  const afterDiscount = subtotal - discount;
  if (cartIsEmpty) return { subtotal, discount, shipping: 0, total: 0, missingForFree: null };
  if (delivery === 'express') {
    // Express is a flat fee: never free, no hint, and SHIPFREE does not touch it.
    return {
      subtotal,
      discount,
      shipping: EXPRESS_SHIPPING_CENTS,
      total: afterDiscount + EXPRESS_SHIPPING_CENTS,
      missingForFree: null,
    };
  }
  if (code === 'SHIPFREE' || afterDiscount >= FREE_SHIPPING_FROM_CENTS) {
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
