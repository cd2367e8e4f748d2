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
