import type { Station } from "./data";

export function totalIncidents(list: Station[]): number {
  return list.reduce((sum, s) => sum + s.incidents, 0);
}

/** Incident-weighted average response, rounded to the nearest second. */
export function weightedAverageSeconds(list: Station[]): number {
  const total = totalIncidents(list);
  if (total === 0) return 0;
  const weighted = list.reduce((sum, s) => sum + s.incidents * s.avgSeconds, 0);
  return Math.round(weighted / total);
}

export function byResponseFastestFirst(list: Station[]): Station[] {
  return [...list].sort((a, b) => a.avgSeconds - b.avgSeconds || a.name.localeCompare(b.name));
}
