import type { HistoryEntry } from "./types";
import { parseStamp } from "./time";

/** The time of the latest "on_hold" entry in an order's history. */
export function latestHoldMs(history: HistoryEntry[]): number | null {
  let best: number | null = null;
  for (const entry of history) {
    if (entry.action !== "on_hold") continue;
    const ms = parseStamp(entry.at);
    if (ms !== null && (best === null || ms >= best)) best = ms;
  }
  return best;
}

/** The time of the latest entry in an order's history (the change just made). */
export function latestEntryMs(history: HistoryEntry[]): number | null {
  let best: number | null = null;
  for (const entry of history) {
    const ms = parseStamp(entry.at);
    if (ms !== null && (best === null || ms >= best)) best = ms;
  }
  return best;
}
