export interface Landing {
  species: string;
  /** Landed weight in whole kilograms. */
  kg: number;
  /** First-sale value in pence, so sums stay exact. */
  valuePence: number;
  /** Quarterly catch quota in kilograms. */
  quotaKg: number;
}

// Corrected by the harbour office: Pollack had been keyed in twice for one boat,
// and the Lobster quota was raised.
export const landings: Landing[] = [
  { species: "Brown crab", kg: 18940, valuePence: 4716060, quotaKg: 25000 },
  { species: "Pollack", kg: 6460, valuePence: 2344980, quotaKg: 9000 },
  { species: "Mackerel", kg: 52480, valuePence: 6875136, quotaKg: 60000 },
  { species: "Scallops", kg: 11250, valuePence: 3860137, quotaKg: 11255 },
  { species: "Lobster", kg: 2315, valuePence: 5581565, quotaKg: 2500 },
  { species: "Monkfish", kg: 6820, valuePence: 4052913, quotaKg: 8525 },
];
