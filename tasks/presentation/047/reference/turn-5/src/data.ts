// Ashgrove Veterinary Surgery, November 2026. Fee income is kept in pence so sums stay exact.
export type Species = { name: string; consultations: number; feesPence: number; october: number };

export const SPECIES: Species[] = [
  { name: "Birds", consultations: 41, feesPence: 193889, october: 47 },
  { name: "Cats", consultations: 402, feesPence: 2134620, october: 402 },
  { name: "Dogs", consultations: 486, feesPence: 2810430, october: 470 },
  { name: "Guinea pigs", consultations: 96, feesPence: 347040, october: 85 },
  { name: "Rabbits", consultations: 116, feesPence: 493520, october: 121 }, // corrected: a locum clinic list was missing
  { name: "Reptiles", consultations: 29, feesPence: 196185, october: 23 },
];

export type Vet = { name: string; surname: string; consultations: number; hours: number };

export const VETS: Vet[] = [
  { name: "Dr. Ines Carvalho", surname: "Carvalho", consultations: 262, hours: 96 },
  { name: "Dr. Priya Nandakumar", surname: "Nandakumar", consultations: 330, hours: 110 },
  { name: "Dr. Hannah Oyelaran", surname: "Oyelaran", consultations: 214, hours: 107 },
  { name: "Dr. Callum Rees", surname: "Rees", consultations: 204, hours: 62 }, // corrected: 28 rabbits from the locum list
  { name: "Dr. Tomasz Wielgosz", surname: "Wielgosz", consultations: 160, hours: 120 },
];
