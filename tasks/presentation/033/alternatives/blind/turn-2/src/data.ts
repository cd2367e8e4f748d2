export interface Landing {
  species: string;
  /** Landed weight in whole kilograms. */
  kg: number;
  /** First-sale value in pence, so sums stay exact. */
  valuePence: number;
}

export const landings: Landing[] = [
  { species: "Brown crab", kg: 18940, valuePence: 4716060 },
  { species: "Pollack", kg: 14460, valuePence: 5248980 },
  { species: "Mackerel", kg: 52480, valuePence: 6875136 },
  { species: "Scallops", kg: 11250, valuePence: 3860137 },
  { species: "Lobster", kg: 2315, valuePence: 5581565 },
  { species: "Monkfish", kg: 6820, valuePence: 4052913 },
];
