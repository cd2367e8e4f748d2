import { MAX_PER_PRODUCT, productById, type ProductId } from './catalog';

export type CartLine = { id: ProductId; qty: number };

export type PromoCode = 'BREW10' | 'KETTLE15';

export type CartState = {
  /** Lines in the order they were added. */
  lines: CartLine[];
  /** Products parked with "Save for later", keeping their quantity. */
  saved: CartLine[];
  code: PromoCode | null;
  /** Feedback from the last "Apply" that did not apply a code. */
  promoMessage: string | null;
};

export type CartAction =
  | { type: 'add'; id: ProductId }
  | { type: 'set-quantity'; id: ProductId; qty: number }
  | { type: 'save-for-later'; id: ProductId }
  | { type: 'move-to-cart'; id: ProductId }
  | { type: 'apply-code'; text: string }
  | { type: 'remove-code' };

export const KETTLE_NEEDED_MESSAGE = 'KETTLE15 needs a Pour-over kettle in the cart';
export const UNKNOWN_CODE_MESSAGE = 'Code not recognised';

export const initialCart: CartState = { lines: [], saved: [], code: null, promoMessage: null };

export function quantityOf(lines: CartLine[], id: ProductId): number {
  return lines.find((line) => line.id === id)?.qty ?? 0;
}

export function subtotalCents(lines: CartLine[]): number {
  return lines.reduce((sum, line) => sum + productById(line.id).priceCents * line.qty, 0);
}

function applyCode(state: CartState, text: string): CartState {
  const code = text.trim().toUpperCase();
  if (code === '') return state;
  if (code === 'BREW10') return { ...state, code, promoMessage: null };
  if (code === 'KETTLE15') {
    if (quantityOf(state.lines, 'kettle') === 0) return { ...state, promoMessage: KETTLE_NEEDED_MESSAGE };
    return { ...state, code, promoMessage: null };
  }
  return { ...state, promoMessage: UNKNOWN_CODE_MESSAGE };
}

function reduce(state: CartState, action: CartAction): CartState {
  switch (action.type) {
    case 'add': {
      if (state.saved.some((line) => line.id === action.id)) return state;
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
    case 'save-for-later': {
      const line = state.lines.find((l) => l.id === action.id);
      if (!line) return state;
      return {
        ...state,
        lines: state.lines.filter((l) => l.id !== action.id),
        saved: [...state.saved, line],
      };
    }
    case 'move-to-cart': {
      const line = state.saved.find((l) => l.id === action.id);
      if (!line) return state;
      return {
        ...state,
        saved: state.saved.filter((l) => l.id !== action.id),
        lines: [...state.lines, line],
      };
    }
    case 'apply-code':
      return applyCode(state, action.text);
    case 'remove-code':
      return { ...state, code: null, promoMessage: null };
    default:
      return state;
  }
}

/**
 * KETTLE15 only stands while a kettle is in the cart (saved products do not count);
 * once it leaves, the code is dropped.
 */
function settle(state: CartState): CartState {
  if (state.code === 'KETTLE15' && quantityOf(state.lines, 'kettle') === 0) return { ...state, code: null };
  return state;
}

export function cartReducer(state: CartState, action: CartAction): CartState {
  return settle(reduce(state, action));
}
