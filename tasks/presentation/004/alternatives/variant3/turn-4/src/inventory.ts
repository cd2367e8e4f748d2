export interface VaccineCount {
  name: string;
  onHand: number;
  weeklyUse: number;
}

// Monday count, in the order the clinic's count sheet lists them.
export const MONDAY_COUNT: VaccineCount[] = [
  { name: 'Influenza', onHand: 340, weeklyUse: 85 },
  { name: 'Hepatitis B', onHand: 60, weeklyUse: 36 },
  { name: 'MMR', onHand: 118, weeklyUse: 22 },
  { name: 'Tdap', onHand: 74, weeklyUse: 41 },
  { name: 'HPV', onHand: 96, weeklyUse: 18 },
  { name: 'Pneumococcal (PCV20)', onHand: 45, weeklyUse: 13 },
  { name: 'Varicella', onHand: 52, weeklyUse: 9 },
  { name: 'COVID-19', onHand: 130, weeklyUse: 48 },
];

type Correction = Partial<Omit<VaccineCount, 'name'>>;

// Changes recorded since the Monday count.
export const CORRECTIONS: Record<string, Correction> = {
  // Delivery of 200 doses: 60 + 200 = 260 on hand.
  'Hepatitis B': { onHand: 260 },
  // Weekly use was keyed in as 41; the right figure is 31.
  Tdap: { weeklyUse: 31 },
};

export const CURRENT_STOCK: VaccineCount[] = MONDAY_COUNT.map((v) => ({
  ...v,
  ...CORRECTIONS[v.name],
}));
