import type { Song } from "./types";

export const SET_NAMES = ["Set 1", "Set 2"] as const;
export type SetName = (typeof SET_NAMES)[number];
export type Placement = Record<SetName, number[]>;

export const SET_LIMIT = 45 * 60;

export const EMPTY_PLACEMENT: Placement = { "Set 1": [], "Set 2": [] };

export function songsOf(ids: number[], songs: Song[]): Song[] {
  return ids
    .map((id) => songs.find((s) => s.id === id))
    .filter((s): s is Song => s !== undefined);
}

export function runningTime(list: Song[]): number {
  return list.reduce((sum, s) => sum + s.seconds, 0);
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
