export const KEYS = ["C", "D", "E", "F", "G", "A", "Bb", "Am", "Em"] as const;
export type MusicalKey = (typeof KEYS)[number];

export interface Song {
  id: number;
  title: string;
  seconds: number;
  key: MusicalKey;
}
