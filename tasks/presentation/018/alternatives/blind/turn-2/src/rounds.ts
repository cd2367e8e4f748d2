// Tonnes are kept in tenths of a tonne (whole numbers) so sums stay exact.
export type Round = { name: string; households: number; collected: number };

// Kerbside collection rounds, July to September 2026.
export const ROUNDS: Round[] = [
  { name: "Ashby North", households: 7420, collected: 11643 },
  { name: "Ashby South", households: 6985, collected: 10278 },
  { name: "Brookend", households: 5310, collected: 8936 },
  { name: "Calder Vale", households: 4870, collected: 9125 },
  { name: "Dunmore", households: 6150, collected: 10719 },
  { name: "Eastfield", households: 6020, collected: 10584 },
];

/** Kg per household in tenths of a kg: tonnes × 1,000 ÷ households, rounded to one decimal. */
export function kgPerHouseholdTenths(collectedTenths: number, households: number): number {
  return Math.round((collectedTenths * 1000) / households);
}

export function allRounds(list: Round[]): Round {
  return {
    name: "All rounds",
    households: list.reduce((sum, r) => sum + r.households, 0),
    collected: list.reduce((sum, r) => sum + r.collected, 0),
  };
}

export function highestKgPerHousehold(list: Round[]): Round {
  return list.reduce((best, r) =>
    kgPerHouseholdTenths(r.collected, r.households) > kgPerHouseholdTenths(best.collected, best.households) ? r : best,
  );
}
