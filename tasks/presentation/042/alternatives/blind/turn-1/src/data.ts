export interface ServiceLine {
  name: string;
  offered: number;
  answered: number;
  within60: number;
}

export const SERVICE_LINES: ServiceLine[] = [
  { name: "Council tax", offered: 9412, answered: 8970, within60: 7176 },
  { name: "Waste and recycling", offered: 12306, answered: 11950, within60: 10516 },
  { name: "Housing repairs", offered: 7845, answered: 6902, within60: 4712 },
  { name: "Parking and permits", offered: 3118, answered: 3047, within60: 2593 },
  { name: "Benefits", offered: 5260, answered: 4811, within60: 3827 },
];

export const TARGET_TENTHS = 800; // 80.0%
