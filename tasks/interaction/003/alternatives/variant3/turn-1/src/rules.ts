import type { Shift } from "./roster";

export type Candidate = Omit<Shift, "id">;

/** Returns the reason a shift cannot be rostered, or null when it is fine. */
export function problemWith(candidate: Candidate): string | null {
  if (candidate.end <= candidate.start) return "End must be after start";
  return null;
}
