export interface Crop {
  id: number;
  name: string;
  sowWeeks: number;
  transplantWeeks: number;
}
