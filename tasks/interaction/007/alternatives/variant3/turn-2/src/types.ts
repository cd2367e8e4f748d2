export type Dilution = {
  id: number;
  stock: number;
  target: number;
  volume: number;
  stockMl: number;
};
