import { subtotalCents, type Cart, type CodeId } from "./cart";

export const STANDARD_SHIPPING_CENTS = 599;
export const EXPRESS_SHIPPING_CENTS = 1200;
export const FREE_SHIPPING_FROM_CENTS = 5000;

export type Delivery = "standard" | "express";

export type Quote = {
  subtotal: number;
  discount: { code: CodeId; cents: number } | null;
  /** null means free shipping. */
  shipping: number | null;
  total: number;
  /** Cents still missing for free shipping, or null when no hint should show. */
  missingForFree: number | null;
  freeShipping: boolean;
};

/** Money taken off the subtotal; SHIPFREE is about shipping and gives no discount line. */
function discountCents(code: CodeId, subtotal: number): number | null {
  if (code === "BREW10") return Math.round(subtotal / 10);
  if (code === "KETTLE15") return Math.min(1500, subtotal);
  return null;
}

export function shipFreeBlocked(cart: Cart, delivery: Delivery): boolean {
  return cart.code === "SHIPFREE" && delivery === "express";
}

export function quote(cart: Cart, delivery: Delivery): Quote {
  const subtotal = subtotalCents(cart);
  const cents = cart.code ? discountCents(cart.code, subtotal) : null;
  const discount = cart.code && cents !== null ? { code: cart.code, cents } : null;
  const afterDiscount = subtotal - (discount?.cents ?? 0);
  const base = { subtotal, discount };

  if (cart.lines.length === 0) {
    return { ...base, subtotal: 0, shipping: 0, total: 0, missingForFree: null, freeShipping: false };
  }
  if (delivery === "express") {
    return {
      ...base,
      shipping: EXPRESS_SHIPPING_CENTS,
      total: afterDiscount + EXPRESS_SHIPPING_CENTS,
      missingForFree: null,
      freeShipping: false,
    };
  }
  if (cart.code === "SHIPFREE" || afterDiscount >= FREE_SHIPPING_FROM_CENTS) {
    return { ...base, shipping: null, total: afterDiscount, missingForFree: null, freeShipping: true };
  }
  return {
    ...base,
    shipping: STANDARD_SHIPPING_CENTS,
    total: afterDiscount + STANDARD_SHIPPING_CENTS,
    missingForFree: FREE_SHIPPING_FROM_CENTS - afterDiscount,
    freeShipping: false,
  };
}
