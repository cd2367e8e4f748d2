import { MAX_PER_PRODUCT, product, type ProductId } from "./catalog";

/** seq records when the product entered the cart, so lines keep the order they were added in. */
export type Line = { id: ProductId; qty: number; seq: number };

export type CodeId = "BREW10" | "KETTLE15";

export type Cart = {
  lines: Line[];
  /** Products put aside; they count for nothing until moved back. */
  saved: Line[];
  code: CodeId | null;
  nextSeq: number;
  /** Feedback for the promo code field. */
  promoMessage: string | null;
};

export type CartAction =
  | { type: "add"; id: ProductId }
  | { type: "set"; id: ProductId; qty: number }
  | { type: "apply-code"; text: string }
  | { type: "remove-code" }
  | { type: "save"; id: ProductId }
  | { type: "move-to-cart"; id: ProductId };

export const emptyCart: Cart = { lines: [], saved: [], code: null, nextSeq: 1, promoMessage: null };

function bySeq(lines: Line[]): Line[] {
  return [...lines].sort((a, b) => a.seq - b.seq);
}

export const KETTLE_NEEDED = "KETTLE15 needs a Pour-over kettle in the cart";
export const NOT_RECOGNISED = "Code not recognised";

export function isSaved(cart: Pick<Cart, "saved">, id: ProductId): boolean {
  return cart.saved.some((line) => line.id === id);
}

export function qtyOf(cart: Pick<Cart, "lines">, id: ProductId): number {
  return cart.lines.find((line) => line.id === id)?.qty ?? 0;
}

/** KETTLE15 only holds while a kettle is in the cart. */
function keepCodeValid(state: Cart): Cart {
  if (state.code === "KETTLE15" && qtyOf(state, "kettle") === 0) {
    return {
      ...state,
      code: null,
      promoMessage: "The kettle discount was removed because the Pour-over kettle is no longer in the cart.",
    };
  }
  return state;
}

export function cartReducer(state: Cart, action: CartAction): Cart {
  switch (action.type) {
    case "add": {
      const existing = state.lines.find((line) => line.id === action.id);
      if (!existing) {
        return {
          ...state,
          lines: [...state.lines, { id: action.id, qty: 1, seq: state.nextSeq }],
          nextSeq: state.nextSeq + 1,
        };
      }
      if (existing.qty >= MAX_PER_PRODUCT) return state;
      return {
        ...state,
        lines: state.lines.map((line) => (line.id === action.id ? { ...line, qty: line.qty + 1 } : line)),
      };
    }
    case "set": {
      if (action.qty <= 0) {
        return keepCodeValid({ ...state, lines: state.lines.filter((line) => line.id !== action.id) });
      }
      const qty = Math.min(MAX_PER_PRODUCT, action.qty);
      return { ...state, lines: state.lines.map((line) => (line.id === action.id ? { ...line, qty } : line)) };
    }
    case "apply-code": {
      const code = action.text.trim().toUpperCase();
      if (code === "BREW10") return { ...state, code, promoMessage: null };
      if (code === "KETTLE15") {
        if (qtyOf(state, "kettle") === 0) return { ...state, promoMessage: KETTLE_NEEDED };
        return { ...state, code, promoMessage: null };
      }
      return { ...state, promoMessage: NOT_RECOGNISED };
    }
    case "remove-code":
      return { ...state, code: null, promoMessage: null };
    case "save": {
      const line = state.lines.find((l) => l.id === action.id);
      if (!line) return state;
      return keepCodeValid({
        ...state,
        lines: state.lines.filter((l) => l.id !== action.id),
        saved: [...state.saved, line],
      });
    }
    case "move-to-cart": {
      const line = state.saved.find((l) => l.id === action.id);
      if (!line) return state;
      return {
        ...state,
        saved: state.saved.filter((l) => l.id !== action.id),
        lines: bySeq([...state.lines, line]),
      };
    }
  }
}

export function lineCents(line: Line): number {
  return product(line.id).cents * line.qty;
}

export function subtotalCents(cart: Pick<Cart, "lines">): number {
  return cart.lines.reduce((sum, line) => sum + lineCents(line), 0);
}
