import { MAX_SERVINGS, MIN_SERVINGS } from './recipe';

export interface ServingsState {
  /** what is in the field right now */
  draft: string;
  /** last valid count, drives every amount on the page */
  count: number;
}

export type ServingsAction =
  | { type: 'typed'; draft: string }
  | { type: 'step'; by: number };

export function parseServings(draft: string): number | null {
  const trimmed = draft.trim();
  if (trimmed === '') return null;
  const n = Number(trimmed);
  if (!Number.isInteger(n) || n < MIN_SERVINGS || n > MAX_SERVINGS) return null;
  return n;
}

export function servingsReducer(state: ServingsState, action: ServingsAction): ServingsState {
  switch (action.type) {
    case 'typed': {
      const parsed = parseServings(action.draft);
      return { draft: action.draft, count: parsed ?? state.count };
    }
    case 'step': {
      const next = Math.min(MAX_SERVINGS, Math.max(MIN_SERVINGS, state.count + action.by));
      return { draft: String(next), count: next };
    }
    default:
      return state;
  }
}

export const initialServings: ServingsState = { draft: '4', count: 4 };
