import type { Shift } from "./roster";

export type Candidate = Omit<Shift, "id">;

/**
 * Returns the reason a shift cannot be rostered, or null when it is fine.
 * `ignoreId` leaves one existing shift out of the comparison.
 * Contracted hours are no longer a limit: going over them is overtime.
 */
export function problemWith(
  candidate: Candidate,
  shifts: Shift[],
  ignoreId: number | null = null,
): string | null {
  if (candidate.end <= candidate.start) return "End must be after start";

  const clash = shifts.some(
    (s) =>
      s.id !== ignoreId &&
      s.person === candidate.person &&
      s.day === candidate.day &&
      s.start < candidate.end &&
      candidate.start < s.end,
  );
  if (clash) return "Overlaps another shift";

  return null;
}
