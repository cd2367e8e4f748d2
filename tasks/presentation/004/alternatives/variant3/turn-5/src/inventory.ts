export type Storage = 'Refrigerated' | 'Frozen';

export interface VaccineCount {
  name: string;
  storage: Storage;
  onHand: number;
  weeklyUse: number;
}

// Monday count, in the order the clinic's count sheet lists them.
export const MONDAY_COUNT: VaccineCount[] = [
  { name: 'Influenza', storage: 'Refrigerated', onHand: 340, weeklyUse: 85 },
  { name: 'Hepatitis B', storage: 'Refrigerated', onHand: 60, weeklyUse: 36 },
  { name: 'MMR', storage: 'Frozen', onHand: 118, weeklyUse: 22 },
  { name: 'Tdap', storage: 'Refrigerated', onHand: 74, weeklyUse: 41 },
  { name: 'HPV', storage: 'Refrigerated', onHand: 96, weeklyUse: 18 },
  { name: 'Pneumococcal (PCV20)', storage: 'Refrigerated', onHand: 45, weeklyUse: 13 },
  { name: 'Varicella', storage: 'Frozen', onHand: 52, weeklyUse: 9 },
  { name: 'COVID-19', storage: 'Refrigerated', onHand: 130, weeklyUse: 48 },
];

type Correction = Partial<Pick<VaccineCount, 'onHand' | 'weeklyUse'>>;

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

export const STORAGE_ORDER: Storage[] = ['Refrigerated', 'Frozen'];
