import type { Destination } from "./postage";

export type BatchRow = {
  id: number;
  order: string;
  destination: Destination;
  chargeable: number;
  postageCents: number;
};
