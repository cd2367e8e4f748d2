export const STANDARD_SHIPPING_CENTS = 599;
export const FREE_SHIPPING_FROM_CENTS = 5000;

export type Quote = {
  subtotal: number;
  /** Cents to pay for shipping, or 'free' when the free-shipping rule applies. */
  shipping: number | 'free';
  total: number;
  /** Cents still missing for free shipping, 0 when already free, null when no hint applies. */
  missingForFree: number | null;
};

export function quote(subtotal: number, cartIsEmpty: boolean): Quote {
  if (cartIsEmpty) return { subtotal, shipping: 0, total: 0, missingForFree: null };
  if (subtotal >= FREE_SHIPPING_FROM_CENTS) {
    return { subtotal, shipping: 'free', total: subtotal, missingForFree: 0 };
  }
  return {
    subtotal,
    shipping: STANDARD_SHIPPING_CENTS,
    total: subtotal + STANDARD_SHIPPING_CENTS,
    missingForFree: FREE_SHIPPING_FROM_CENTS - subtotal,
  };
}
