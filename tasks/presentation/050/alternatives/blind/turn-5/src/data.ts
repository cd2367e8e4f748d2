export type Parish = {
  name: string;
  planned: number;
  connected: number;
  /** Every premises the programme must connect by 2028. */
  inScope: number;
};

/** Premises planned and connected in 2026, per parish. */
export const PARISHES: Parish[] = [
  { name: "Ashby Moor", planned: 730, connected: 620, inScope: 1480 }, // 82 premises counted twice in Q4 removed
  { name: "Brackenthwaite", planned: 640, connected: 640, inScope: 640 },
  { name: "Carrow Fell", planned: 380, connected: 361, inScope: 905 },
  { name: "Dunmere", planned: 910, connected: 842, inScope: 2115 },
  { name: "Elderholm", planned: 600, connected: 671, inScope: 1310 },
  { name: "Fosswick", planned: 275, connected: 236, inScope: 560 },
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
