import type { Song } from "./types";

export const PLACES = ["Set 1", "Set 2", "Encore"] as const;
export type Place = (typeof PLACES)[number];
export const MAIN_SETS = ["Set 1", "Set 2"] as const;
export type Placement = Record<Place, number[]>;

export const SET_LIMIT = 45 * 60;
export const MAIN_SHOW_LIMIT = 105 * 60;
export const INTERVAL = 20 * 60;
export const ENCORE_MAX = 2;

export const EMPTY_PLACEMENT: Placement = { "Set 1": [], "Set 2": [], Encore: [] };

/** How a place is named inside a sentence: "Set 1", "Set 2", "the Encore". */
export function placeInSentence(place: Place): string {
  return place === "Encore" ? "the Encore" : place;
}

export function songsOf(ids: number[], songs: Song[]): Song[] {
  return ids
    .map((id) => songs.find((s) => s.id === id))
    .filter((s): s is Song => s !== undefined);
}

export function runningTime(list: Song[]): number {
  return list.reduce((sum, s) => sum + s.seconds, 0);
}

/** Set 1, the interval (only while both sets have a song) and Set 2 added up. */
export function mainShowTime(placement: Placement, songs: Song[]): number {
  const set1 = songsOf(placement["Set 1"], songs);
  const set2 = songsOf(placement["Set 2"], songs);
  const interval = set1.length > 0 && set2.length > 0 ? INTERVAL : 0;
  return runningTime(set1) + interval + runningTime(set2);
}

/** Every pair of neighbouring songs sharing a key, upper song first, in running order. */
export function sameKeyPairs(list: Song[]): [Song, Song][] {
  const pairs: [Song, Song][] = [];
  for (let i = 0; i + 1 < list.length; i++) {
    if (list[i].key === list[i + 1].key) pairs.push([list[i], list[i + 1]]);
  }
  return pairs;
}

export function swapped(ids: number[], index: number, delta: -1 | 1): number[] {
  const other = index + delta;
  if (other < 0 || other >= ids.length) return ids;
  const next = [...ids];
  [next[index], next[other]] = [next[other], next[index]];
  return next;
}
