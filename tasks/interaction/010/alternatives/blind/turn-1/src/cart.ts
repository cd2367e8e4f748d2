import { MAX_PER_PRODUCT, product, type ProductId } from "./catalog";

export type Line = { id: ProductId; qty: number };

export type Cart = { lines: Line[] };

export type CartAction = { type: "add"; id: ProductId } | { type: "set"; id: ProductId; qty: number };

export const emptyCart: Cart = { lines: [] };

export function cartReducer(state: Cart, action: CartAction): Cart {
  switch (action.type) {
    case "add": {
      const existing = state.lines.find((line) => line.id === action.id);
      if (!existing) return { lines: [...state.lines, { id: action.id, qty: 1 }] };
      if (existing.qty >= MAX_PER_PRODUCT) return state;
      return {
        lines: state.lines.map((line) => (line.id === action.id ? { ...line, qty: line.qty + 1 } : line)),
      };
    }
    case "set": {
      if (action.qty <= 0) return { lines: state.lines.filter((line) => line.id !== action.id) };
      const qty = Math.min(MAX_PER_PRODUCT, action.qty);
      return { lines: state.lines.map((line) => (line.id === action.id ? { ...line, qty } : line)) };
    }
  }
}

export function qtyOf(cart: Cart, id: ProductId): number {
  return cart.lines.find((line) => line.id === id)?.qty ?? 0;
}

export function lineCents(line: Line): number {
  return product(line.id).cents * line.qty;
}

export function subtotalCents(cart: Cart): number {
  return cart.lines.reduce((sum, line) => sum + lineCents(line), 0);
}
