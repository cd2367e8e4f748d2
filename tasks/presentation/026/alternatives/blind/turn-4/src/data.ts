export interface SessionType {
  name: string;
  sessions: number;
  swims: number;
  /** The most swimmers one session can take. */
  places: number;
}

/**
 * Larkhill Road main pool, October 2026: sessions held and swims counted at the poolside.
 * Corrected counts: Early lanes excludes gym members passing the poolside gate, and the
 * Family splash session that was counted twice is counted once.
 */
export const OCTOBER_2026: SessionType[] = [
  { name: "Early lanes", sessions: 62, swims: 566, places: 30 },
  { name: "Public swim", sessions: 48, swims: 3072, places: 80 },
  { name: "Aqua fit", sessions: 26, swims: 598, places: 25 },
  { name: "Swim lessons", sessions: 120, swims: 1294, places: 12 },
  { name: "Family splash", sessions: 18, swims: 396, places: 60 },
  { name: "Club training", sessions: 40, swims: 1412, places: 40 },
];
