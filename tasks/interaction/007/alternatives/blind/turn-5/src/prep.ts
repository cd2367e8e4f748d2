export type PrepEntry = {
  id: number;
  reagent: string;
  stock: number;
  target: number;
  final: number;
  stockMl: number;
};

export type PrepState = { entries: PrepEntry[]; nextId: number };

export type PrepAction =
  | { type: "add"; entry: Omit<PrepEntry, "id"> }
  | { type: "remove"; id: number };

export const initialPrep: PrepState = { entries: [], nextId: 1 };

export function prepReducer(state: PrepState, action: PrepAction): PrepState {
  switch (action.type) {
    case "add":
      return {
        entries: [...state.entries, { ...action.entry, id: state.nextId }],
        nextId: state.nextId + 1,
      };
    case "remove":
      return { ...state, entries: state.entries.filter((entry) => entry.id !== action.id) };
  }
}

/** Plain number as typed, without padding zeros: 100, 2.5, 0.25. */
export function plain(value: number): string {
  return String(Number(value.toPrecision(12)));
}
