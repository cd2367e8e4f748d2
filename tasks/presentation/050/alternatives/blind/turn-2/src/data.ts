export type Parish = {
  name: string;
  planned: number;
  connected: number;
};

/** Premises planned and connected in 2026, per parish. */
export const PARISHES: Parish[] = [
  { name: "Ashby Moor", planned: 730, connected: 702 },
  { name: "Brackenthwaite", planned: 640, connected: 640 },
  { name: "Carrow Fell", planned: 380, connected: 361 },
  { name: "Dunmere", planned: 910, connected: 842 },
  { name: "Elderholm", planned: 600, connected: 671 },
  { name: "Fosswick", planned: 275, connected: 236 },
];
