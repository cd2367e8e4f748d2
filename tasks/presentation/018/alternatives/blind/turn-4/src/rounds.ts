// Tonnes are kept in tenths of a tonne (whole numbers) so sums stay exact.
export type Round = {
  name: string;
  households: number;
  collected: number;
  /** Rejected as contaminated at the recovery facility. */
  rejected: number;
};

// Kerbside collection rounds, July to September 2026.
export const ROUNDS: Round[] = [
  { name: "Ashby North", households: 7420, collected: 11643, rejected: 1026 },
  { name: "Ashby South", households: 6985, collected: 10278, rejected: 612 },
  // Corrected: a 14.2 t glass load was counted twice.
  { name: "Brookend", households: 5310, collected: 8794, rejected: 809 },
  { name: "Calder Vale", households: 4870, collected: 9125, rejected: 730 },
  // Corrected rejected tonnes from the facility.
  { name: "Dunmore", households: 6150, collected: 10719, rejected: 916 },
  { name: "Eastfield", households: 6020, collected: 10584, rejected: 859 },
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
    rejected: list.reduce((sum, r) => sum + r.rejected, 0),
  };
}

export function highestKgPerHousehold(list: Round[]): Round {
  return list.reduce((best, r) =>
    kgPerHouseholdTenths(r.collected, r.households) > kgPerHouseholdTenths(best.collected, best.households) ? r : best,
  );
}

/** Contamination rate in tenths of a percent: rejected ÷ collected, rounded to one decimal. */
export function contaminationTenths(r: Round): number {
  return Math.round((r.rejected * 1000) / r.collected);
}

// The council's contamination limit, in tenths of a percent (8.0%).
export const LIMIT_TENTHS = 80;

/** Above 8%: a round at exactly 8.0% is within the limit. */
export function isOverLimit(r: Round): boolean {
  return contaminationTenths(r) > LIMIT_TENTHS;
}

export function countOverLimit(list: Round[]): number {
  return list.filter(isOverLimit).length;
}
