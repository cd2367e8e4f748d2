export type Parish = {
  name: string;
  planned: number;
  connected: number;
};

/** Premises planned and connected in 2026, per parish. */
export const PARISHES: Parish[] = [
  { name: "Ashby Moor", planned: 730, connected: 620 }, // 82 premises counted twice in Q4 removed
  { name: "Brackenthwaite", planned: 640, connected: 640 },
  { name: "Carrow Fell", planned: 380, connected: 361 },
  { name: "Dunmere", planned: 910, connected: 842 },
  { name: "Elderholm", planned: 600, connected: 671 },
  { name: "Fosswick", planned: 275, connected: 236 },
];

export type Quarter = {
  label: string;
  planned: number;
  connected: number;
};

/** All six parishes together, quarter by quarter. */
export const QUARTERS: Quarter[] = [
  { label: "Q1 2026", planned: 700, connected: 612 },
  { label: "Q2 2026", planned: 875, connected: 875 },
  { label: "Q3 2026", planned: 950, connected: 1010 },
  { label: "Q4 2026", planned: 1010, connected: 873 },
];
