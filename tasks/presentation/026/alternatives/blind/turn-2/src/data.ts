export interface SessionType {
  name: string;
  sessions: number;
  swims: number;
}

/** Larkhill Road main pool, October 2026: sessions held and swims counted at the poolside. */
export const OCTOBER_2026: SessionType[] = [
  { name: "Early lanes", sessions: 62, swims: 706 },
  { name: "Public swim", sessions: 48, swims: 3072 },
  { name: "Aqua fit", sessions: 26, swims: 598 },
  { name: "Swim lessons", sessions: 120, swims: 1294 },
  { name: "Family splash", sessions: 18, swims: 432 },
  { name: "Club training", sessions: 40, swims: 1412 },
];
