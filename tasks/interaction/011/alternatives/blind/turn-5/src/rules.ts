import { parseTime } from "./time";
import type { Draft, Talk } from "./types";

export const OPEN = 8 * 60 + 30;
export const CLOSE = 18 * 60;
export const LUNCH_START = 12 * 60 + 30;
export const LUNCH_END = 13 * 60 + 30;
/** Minutes the crew needs to reset a room between two talks. */
export const RESET_MINUTES = 10;

/** Opening hours split around lunch: the stretches a talk may use. */
const SESSIONS: Array<[number, number]> = [
  [OPEN, LUNCH_START],
  [LUNCH_END, CLOSE],
];

export type CheckResult =
  | { ok: true; talk: Omit<Talk, "id"> }
  | { ok: false; message: string };

function refuse(message: string): CheckResult {
  return { ok: false, message };
}

export function byStart(a: Talk, b: Talk): number {
  return a.start - b.start;
}

/**
 * Applies the planner's rules in order and returns the first one broken.
 * `editingId` is the talk being edited: it is never measured against its own old time.
 */
export function checkDraft(draft: Draft, talks: Talk[], editingId: number | null = null): CheckResult {
  const title = draft.title.trim();
  if (title === "") return refuse("Enter a title");

  const start = parseTime(draft.start);
  const end = parseTime(draft.end);
  if (start === null || end === null) {
    return refuse("Type Start and End as 24-hour times, like 09:30");
  }
  if (end <= start) return refuse("End must be after start");
  if (start < OPEN || end > CLOSE) {
    return refuse("Talks must fit between 08:30 and 18:00");
  }
  if (start < LUNCH_END && end > LUNCH_START) {
    return refuse("Keep 12:30–13:30 free for lunch");
  }

  const sameRoom = talks
    .filter((t) => t.room === draft.room && t.id !== editingId)
    .sort(byStart);
  const clash = sameRoom.find((t) => t.start < end && start < t.end);
  if (clash) return refuse(`Clashes with "${clash.title}" in ${clash.room}`);

  // The talk it follows: the latest one in this room that ends by its start.
  const previous = sameRoom.filter((t) => t.end <= start).sort((a, b) => b.end - a.end)[0];
  if (previous && start - previous.end < RESET_MINUTES) {
    return refuse(`Leave 10 minutes after "${previous.title}" in ${previous.room}`);
  }
  // The talk after it: the earliest one in this room that starts once it ends.
  const following = sameRoom.find((t) => t.start >= end);
  if (following && following.start - end < RESET_MINUTES) {
    return refuse(`Leave 10 minutes before "${following.title}" in ${following.room}`);
  }

  return { ok: true, talk: { title, room: draft.room, start, end } };
}

export function totalMinutes(talks: Talk[]): number {
  return talks.reduce((sum, t) => sum + (t.end - t.start), 0);
}

/** Free stretches of opening hours (lunch excluded) left around a room's talks, earliest first. */
export function freeGaps(roomTalks: Talk[]): Array<[number, number]> {
  const sorted = [...roomTalks].sort(byStart);
  const gaps: Array<[number, number]> = [];
  for (const [sessionStart, sessionEnd] of SESSIONS) {
    let cursor = sessionStart;
    for (const talk of sorted) {
      if (talk.end <= cursor || talk.start >= sessionEnd) continue;
      if (talk.start > cursor) gaps.push([cursor, talk.start]);
      cursor = Math.max(cursor, talk.end);
    }
    if (cursor < sessionEnd) gaps.push([cursor, sessionEnd]);
  }
  return gaps;
}
