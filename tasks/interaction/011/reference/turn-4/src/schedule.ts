export const ROOMS = ["Atrium", "Loft", "Studio"] as const;
export type Room = (typeof ROOMS)[number];

export type Talk = { id: number; title: string; room: Room; start: number; end: number };
export type Draft = { title: string; room: Room; start: string; end: string };

export const OPEN = 8 * 60 + 30;
export const CLOSE = 18 * 60;
export const LUNCH_START = 12 * 60 + 30;
export const LUNCH_END = 13 * 60 + 30;

const pad = (n: number) => String(n).padStart(2, "0");

export function clock(minutes: number): string {
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

export function parseTime(text: string): number | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 23 || minutes > 59) return null;
  return hours * 60 + minutes;
}

export function roomTalks(talks: Talk[], room: Room): Talk[] {
  return talks.filter((t) => t.room === room).sort((a, b) => a.start - b.start);
}

/** Every talk by start time; equal starts follow the room order. */
export function programme(talks: Talk[]): Talk[] {
  return [...talks].sort((a, b) => a.start - b.start || ROOMS.indexOf(a.room) - ROOMS.indexOf(b.room));
}

export function duration(minutes: number): string {
  return `${Math.floor(minutes / 60)} h ${pad(minutes % 60)} min`;
}

export function talkMinutes(talks: Talk[]): number {
  return talks.reduce((sum, t) => sum + (t.end - t.start), 0);
}

/** Free stretches of opening hours not covered by any of the room's talks, earliest first. */
export function freeGaps(list: Talk[]): [number, number][] {
  const busy = [...list.map((t) => ({ start: t.start, end: t.end })), { start: LUNCH_START, end: LUNCH_END }];
  busy.sort((a, b) => a.start - b.start);
  const gaps: [number, number][] = [];
  let cursor = OPEN;
  for (const t of busy) {
    if (t.start > cursor) gaps.push([cursor, t.start]);
    cursor = Math.max(cursor, t.end);
  }
  if (cursor < CLOSE) gaps.push([cursor, CLOSE]);
  return gaps;
}

/** Checks a draft against the rules, in the order the organiser asked for.
 *  `editing` is the id of the talk being replaced: it never clashes with itself. */
export function check(draft: Draft, all: Talk[], editing: number | null = null): { error: string } | { talk: Omit<Talk, "id"> } {
  const talks = all.filter((t) => t.id !== editing);
  const title = draft.title.trim();
  if (title === "") return { error: "Enter a title" };
  const start = parseTime(draft.start);
  const end = parseTime(draft.end);
  if (start === null || end === null) return { error: "Type times as HH:MM, like 09:30" };
  if (end <= start) return { error: "End must be after start" };
  if (start < OPEN || end > CLOSE) return { error: "Talks must fit between 08:30 and 18:00" };
  if (start < LUNCH_END && end > LUNCH_START) return { error: "Keep 12:30–13:30 free for lunch" };
  const clash = roomTalks(talks, draft.room).find((t) => t.start < end && start < t.end);
  if (clash) return { error: `Clashes with "${clash.title}" in ${draft.room}` };
  return { talk: { title, room: draft.room, start, end } };
}
