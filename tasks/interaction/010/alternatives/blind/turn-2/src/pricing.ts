import { subtotalCents, type Cart } from "./cart";

export const STANDARD_SHIPPING_CENTS = 599;
export const FREE_SHIPPING_FROM_CENTS = 5000;

export type Quote = {
  subtotal: number;
  /** null means free shipping. */
  shipping: number | null;
  total: number;
  /** Cents still missing for free shipping, or null when no hint should show. */
  missingForFree: number | null;
  freeShipping: boolean;
};

export function quote(cart: Cart): Quote {
  const subtotal = subtotalCents(cart);
  if (cart.lines.length === 0) {
    return { subtotal: 0, shipping: 0, total: 0, missingForFree: null, freeShipping: false };
  }
  if (subtotal >= FREE_SHIPPING_FROM_CENTS) {
    return { subtotal, shipping: null, total: subtotal, missingForFree: null, freeShipping: true };
  }
  return {
    subtotal,
    shipping: STANDARD_SHIPPING_CENTS,
    total: subtotal + STANDARD_SHIPPING_CENTS,
    missingForFree: FREE_SHIPPING_FROM_CENTS - subtotal,
    freeShipping: false,
  };
}
