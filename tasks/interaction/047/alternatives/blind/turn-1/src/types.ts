export type Exercise = {
  id: number;
  name: string;
  /** working weight in tenths of a kilogram */
  tenths: number;
  sets: number;
  reps: number;
};
