export const REASONS = ["Patient refused", "Nil by mouth", "Held by prescriber", "Other"] as const;

export type DoseStatus =
  | { kind: "due" }
  | { kind: "given" }
  | { kind: "withheld"; reason: string; details: string };

export type RoundState = {
  status: Record<string, DoseStatus>;
  signedOff: boolean;
};

export type RoundAction =
  | { type: "setGiven"; id: string; given: boolean }
  | { type: "withhold"; id: string; reason: string; details: string }
  | { type: "undo"; id: string }
  | { type: "signOff" };

export const initialRound: RoundState = { status: {}, signedOff: false };

export function statusOf(state: RoundState, id: string): DoseStatus {
  return state.status[id] ?? { kind: "due" };
}

/** "Nil by mouth", or "Other (Vomiting)" when the reason needs details. */
export function describeReason(reason: string, details: string): string {
  return reason === "Other" ? `Other (${details})` : reason;
}

export function roundReducer(state: RoundState, action: RoundAction): RoundState {
  // A signed-off round is locked: nothing about the doses can change any more.
  if (state.signedOff) return state;
  switch (action.type) {
    case "setGiven":
      return {
        ...state,
        status: { ...state.status, [action.id]: action.given ? { kind: "given" } : { kind: "due" } },
      };
    case "withhold":
      return {
        ...state,
        status: {
          ...state.status,
          [action.id]: { kind: "withheld", reason: action.reason, details: action.details },
        },
      };
    case "undo":
      return { ...state, status: { ...state.status, [action.id]: { kind: "due" } } };
    case "signOff":
      return { ...state, signedOff: true };
    default:
      return state;
  }
}
