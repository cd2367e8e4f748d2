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
  { name: "Rabbits", consultations: 116, feePence: 493520 }, // includes the locum-cover clinic list
  { name: "Reptiles", consultations: 29, feePence: 196185 },
];

export const OPENING_DAYS = 25;

export type Vet = {
  name: string;
  surname: string;
  consultations: number;
  hours: number;
};

export const VETS: Vet[] = [
  { name: "Dr. Ines Carvalho", surname: "Carvalho", consultations: 262, hours: 96 },
  { name: "Dr. Priya Nandakumar", surname: "Nandakumar", consultations: 330, hours: 110 },
  { name: "Dr. Hannah Oyelaran", surname: "Oyelaran", consultations: 214, hours: 107 },
  { name: "Dr. Callum Rees", surname: "Rees", consultations: 204, hours: 62 },
  { name: "Dr. Tomasz Wielgosz", surname: "Wielgosz", consultations: 160, hours: 120 },
];
