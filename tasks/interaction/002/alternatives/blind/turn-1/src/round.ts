export type RoundState = {
  given: Record<string, boolean>;
};

export type RoundAction = { type: "setGiven"; id: string; given: boolean };

export const initialRound: RoundState = { given: {} };

export function roundReducer(state: RoundState, action: RoundAction): RoundState {
  switch (action.type) {
    case "setGiven":
      return { ...state, given: { ...state.given, [action.id]: action.given } };
    default:
      return state;
  }
}
