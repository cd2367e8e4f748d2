export type Species = {
  name: string;
  consultations: number;
  /** Fee income in pence, to keep the sums exact. */
  feePence: number;
};

export const SPECIES: Species[] = [
  { name: "Birds", consultations: 41, feePence: 193889 },
  { name: "Cats", consultations: 402, feePence: 2134620 },
  { name: "Dogs", consultations: 486, feePence: 2810430 },
  { name: "Guinea pigs", consultations: 96, feePence: 347040 },
  { name: "Rabbits", consultations: 88, feePence: 373384 },
  { name: "Reptiles", consultations: 29, feePence: 196185 },
];

export const OPENING_DAYS = 25;
