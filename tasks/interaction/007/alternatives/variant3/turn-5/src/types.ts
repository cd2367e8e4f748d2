export type Dilution = {
  id: number;
  reagent: string;
  stock: number;
  target: number;
  volume: number;
  stockMl: number;
};
