export type Pontoon = { name: string; berths: number; let: number };

// September 2026, from the berth-holders' register.
export const PONTOONS: Pontoon[] = [
  { name: "Alder", berths: 80, let: 74 },
  { name: "Beacon", berths: 64, let: 51 },
  { name: "Cormorant", berths: 72, let: 63 },
  { name: "Dunlin", berths: 48, let: 30 },
  { name: "Eider", berths: 96, let: 82 },
  { name: "Fulmar", berths: 52, let: 45 },
];
