import { CONTRACT, totalMinutes } from "./roster";
import type { Shift } from "./roster";

export type Candidate = Omit<Shift, "id">;

/**
 * Returns the reason a shift cannot be rostered, or null when it is fine.
 * `ignoreId` leaves one existing shift out of the comparison.
 */
export function problemWith(
  candidate: Candidate,
  shifts: Shift[],
  ignoreId: number | null = null,
): string | null {
  if (candidate.end <= candidate.start) return "End must be after start";

  const theirs = shifts.filter((s) => s.person === candidate.person && s.id !== ignoreId);

  const clash = theirs.some(
    (s) => s.day === candidate.day && s.start < candidate.end && candidate.start < s.end,
  );
  if (clash) return "Overlaps another shift";

  const limit = CONTRACT[candidate.person];
  const booked = totalMinutes(theirs);
  if (booked + (candidate.end - candidate.start) > limit * 60) {
    return `${candidate.person} would exceed ${limit} h`;
  }
  return null;
}
