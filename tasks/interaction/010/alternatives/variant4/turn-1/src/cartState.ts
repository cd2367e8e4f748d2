import { MAX_PER_PRODUCT } from './catalogue';
import { Line } from './pricing';

export interface CartState {
  lines: Line[];
}

export type CartAction = { type: 'add'; id: string } | { type: 'set-qty'; id: string; qty: number };

export const emptyCart: CartState = { lines: [] };

export function cartReducer(state: CartState, action: CartAction): CartState {
  switch (action.type) {
    case 'add': {
      const existing = state.lines.find((l) => l.id === action.id);
      if (!existing) return { ...state, lines: [...state.lines, { id: action.id, qty: 1 }] };
      if (existing.qty >= MAX_PER_PRODUCT) return state;
      return {
        ...state,
        lines: state.lines.map((l) => (l.id === action.id ? { ...l, qty: l.qty + 1 } : l)),
      };
    }
    case 'set-qty': {
      const qty = Math.min(action.qty, MAX_PER_PRODUCT);
      const lines =
        qty <= 0
          ? state.lines.filter((l) => l.id !== action.id)
          : state.lines.map((l) => (l.id === action.id ? { ...l, qty } : l));
      return { ...state, lines };
    }
  }
}
