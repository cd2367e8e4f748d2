import type { Member } from './data';

export interface RankedMember extends Member {
  rank: number;
}

export function rankByDistance(list: Member[]): RankedMember[] {
  return [...list]
    .sort((a, b) => b.distanceKm - a.distanceKm || a.name.localeCompare(b.name))
    .map((m, i) => ({ ...m, rank: i + 1 }));
}
