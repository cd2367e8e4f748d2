export type Round = { name: string; max: number };

export const ROUNDS: Round[] = [
  { name: "General knowledge", max: 10 },
  { name: "Pictures", max: 20 },
  { name: "Music", max: 10 },
  { name: "Final", max: 15 },
];

export type Team = { id: number; name: string };

/** Recorded points per team id: one entry per round, null while not marked. */
export type Scores = Record<number, (number | null)[]>;

export const NAME_MESSAGE = "Team names must be 2 to 24 characters";

export function duplicateMessage(listed: string): string {
  return `There is already a team called ${listed}`;
}

export function pointsMessage(round: Round): string {
  return `Points for ${round.name} must be 0 to ${round.max} in steps of 0.5`;
}

/** A whole number or a whole number and a half, from 0 to max; null otherwise. */
export function parsePoints(text: string, max: number): number | null {
  const t = text.trim();
  if (!/^\d+(\.\d+)?$/.test(t)) return null;
  const n = Number(t);
  if (!Number.isFinite(n) || n < 0 || n > max) return null;
  if (!Number.isInteger(n * 2)) return null;
  return n;
}

/** Points without a trailing ".0": 8, 7.5. */
export function fmt(n: number): string {
  return Number.isInteger(n) ? String(n) : n.toFixed(1);
}

export function emptyScores(): (number | null)[] {
  return ROUNDS.map(() => null);
}

/** Rounds a joker may go on: every round but the Final. */
export const JOKER_ROUNDS = ROUNDS.slice(0, ROUNDS.length - 1);

export type Joker = { teamId: number; round: number };

export function alreadyPlayedMessage(team: string): string {
  return `${team} have already played their joker`;
}

export function tooLateMessage(team: string, round: string): string {
  return `Too late: ${team} already have a ${round} score`;
}

/** A round's points as they count: doubled when the team's joker is on it. */
export function counted(points: (number | null)[], round: number, joker: number | null): number {
  const p = points[round] ?? 0;
  return joker === round ? p * 2 : p;
}

export function total(points: (number | null)[], joker: number | null = null, upTo = ROUNDS.length - 1): number {
  return points.reduce<number>((sum, _p, i) => (i <= upTo ? sum + counted(points, i, joker) : sum), 0);
}

export type Standing = { team: Team; total: number; tie: number; rank: string; first: boolean };

/**
 * Leaderboard order: total (highest first), then the tie-break points (highest first); teams
 * still level share a rank ("=2") and are listed by name from A to Z, ignoring case.
 */
export function standings(entries: { team: Team; total: number; tie: number }[]): Standing[] {
  const sorted = [...entries].sort(
    (a, b) =>
      b.total - a.total ||
      b.tie - a.tie ||
      a.team.name.toLowerCase().localeCompare(b.team.name.toLowerCase()),
  );
  const out: Standing[] = [];
  let i = 0;
  while (i < sorted.length) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1].total === sorted[i].total && sorted[j + 1].tie === sorted[i].tie) j++;
    const shared = j > i;
    for (let k = i; k <= j; k++) {
      out.push({ ...sorted[k], rank: `${shared ? "=" : ""}${i + 1}`, first: i === 0 });
    }
    i = j + 1;
  }
  return out;
}

export function correctionLine(team: string, round: string, before: number, after: number): string {
  return `${team}, ${round}: ${fmt(before)} changed to ${fmt(after)}`;
}
