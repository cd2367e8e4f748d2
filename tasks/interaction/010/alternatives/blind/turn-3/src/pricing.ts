import { subtotalCents, type Cart, type CodeId } from "./cart";

export const STANDARD_SHIPPING_CENTS = 599;
export const FREE_SHIPPING_FROM_CENTS = 5000;

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

function discountCents(code: CodeId, subtotal: number): number {
  if (code === "BREW10") return Math.round(subtotal / 10);
  return Math.min(1500, subtotal);
}

export function quote(cart: Cart): Quote {
  const subtotal = subtotalCents(cart);
  const discount = cart.code ? { code: cart.code, cents: discountCents(cart.code, subtotal) } : null;
  const afterDiscount = subtotal - (discount?.cents ?? 0);

  if (cart.lines.length === 0) {
    return { subtotal: 0, discount, shipping: 0, total: 0, missingForFree: null, freeShipping: false };
  }
  if (afterDiscount >= FREE_SHIPPING_FROM_CENTS) {
    return { subtotal, discount, shipping: null, total: afterDiscount, missingForFree: null, freeShipping: true };
  }
  return {
    subtotal,
    discount,
    shipping: STANDARD_SHIPPING_CENTS,
    total: afterDiscount + STANDARD_SHIPPING_CENTS,
    missingForFree: FREE_SHIPPING_FROM_CENTS - afterDiscount,
    freeShipping: false,
  };
}
