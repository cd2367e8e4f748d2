import { MAX_PER_PRODUCT, productById, type ProductId } from './catalog';

export type CartLine = { id: ProductId; qty: number };

export type CartState = {
  /** Lines in the order they were added. */
  lines: CartLine[];
};

export type CartAction =
  | { type: 'add'; id: ProductId }
  | { type: 'set-quantity'; id: ProductId; qty: number };

export const initialCart: CartState = { lines: [] };

export function cartReducer(state: CartState, action: CartAction): CartState {
  switch (action.type) {
    case 'add': {
      const existing = state.lines.find((line) => line.id === action.id);
      if (!existing) return { ...state, lines: [...state.lines, { id: action.id, qty: 1 }] };
      if (existing.qty >= MAX_PER_PRODUCT) return state;
      return {
        ...state,
        lines: state.lines.map((line) => (line.id === action.id ? { ...line, qty: line.qty + 1 } : line)),
      };
    }
    case 'set-quantity': {
      if (action.qty <= 0) return { ...state, lines: state.lines.filter((line) => line.id !== action.id) };
      const qty = Math.min(action.qty, MAX_PER_PRODUCT);
      return { ...state, lines: state.lines.map((line) => (line.id === action.id ? { ...line, qty } : line)) };
    }
    default:
      return state;
  }
}

export function quantityOf(lines: CartLine[], id: ProductId): number {
  return lines.find((line) => line.id === id)?.qty ?? 0;
}

export function subtotalCents(lines: CartLine[]): number {
  return lines.reduce((sum, line) => sum + productById(line.id).priceCents * line.qty, 0);
}
