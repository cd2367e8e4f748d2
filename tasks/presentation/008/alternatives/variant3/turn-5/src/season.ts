import { corrections, members, weeklyKm } from './data';
import type { Member, RunCorrection } from './data';
import { rankByDistance } from './ranking';

const toTenths = (km: number) => Math.round(km * 10);
const deltaTenths = (c: RunCorrection) => toTenths(c.actualKm) - toTenths(c.loggedKm);

export function applyMemberCorrections<T extends Member>(list: T[], fixes: RunCorrection[]): T[] {
  return list.map((m) => {
    const delta = fixes
      .filter((c) => c.member === m.name)
      .reduce((acc, c) => acc + deltaTenths(c), 0);
    return delta === 0 ? m : { ...m, distanceKm: (toTenths(m.distanceKm) + delta) / 10 };
  });
}

export function applyWeekCorrections(weeks: number[], fixes: RunCorrection[]): number[] {
  return weeks.map((km, i) => {
    const delta = fixes
      .filter((c) => c.week === i + 1)
      .reduce((acc, c) => acc + deltaTenths(c), 0);
    return (toTenths(km) + delta) / 10;
  });
}

export const seasonMembers = applyMemberCorrections(members, corrections);
export const leaderboard = rankByDistance(seasonMembers);
export const seasonWeeks = applyWeekCorrections(weeklyKm, corrections);
