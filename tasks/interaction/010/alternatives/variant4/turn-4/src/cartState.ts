import { KETTLE, MAX_PER_PRODUCT } from './catalogue';
import { Code, Line } from './pricing';

export interface CartState {
  lines: Line[];
  saved: Line[];
  code: Code | null;
}

export type CartAction =
  | { type: 'add'; id: string }
  | { type: 'set-qty'; id: string; qty: number }
  | { type: 'save'; id: string }
  | { type: 'restore'; id: string }
  | { type: 'code'; code: Code | null };

export const emptyCart: CartState = { lines: [], saved: [], code: null };

/** KETTLE15 only survives while a kettle is in the cart itself. */
function settle(state: CartState): CartState {
  if (state.code === 'KETTLE15' && !state.lines.some((l) => l.id === KETTLE)) {
    return { ...state, code: null };
  }
  return state;
}

export function cartReducer(state: CartState, action: CartAction): CartState {
  switch (action.type) {
    case 'add': {
      if (state.saved.some((l) => l.id === action.id)) return state;
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
      return settle({ ...state, lines });
    }
    case 'save': {
      const line = state.lines.find((l) => l.id === action.id);
      if (!line) return state;
      return settle({
        ...state,
        lines: state.lines.filter((l) => l.id !== action.id),
        saved: [...state.saved, line],
      });
    }
    case 'restore': {
      const line = state.saved.find((l) => l.id === action.id);
      if (!line) return state;
      return {
        ...state,
        saved: state.saved.filter((l) => l.id !== action.id),
        lines: [...state.lines, line],
      };
    }
    case 'code':
      return settle({ ...state, code: action.code });
  }
}
