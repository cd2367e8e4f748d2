export type Exercise = {
  id: number;
  name: string;
  /** working weight in tenths of a kilogram */
  tenths: number;
  sets: number;
  reps: number;
  done: number;
};

export type PlateResult =
  | { kind: "error"; message: string }
  | { kind: "plates"; perSide: string; mismatch: string | null };
