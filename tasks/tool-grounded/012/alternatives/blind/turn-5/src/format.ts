import type { Comment } from "./helpdesk";

const PLAIN_UTC = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2})(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]00:?00)?$/;

/** "2026-03-02 09:01", the recorded time in UTC. */
export function utcMinute(at: string): string {
  const plain = PLAIN_UTC.exec(at.trim());
  if (plain) return `${plain[1]} ${plain[2]}`;
  const ms = Date.parse(at);
  if (Number.isNaN(ms)) return at;
  const iso = new Date(ms).toISOString();
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)}`;
}

function timeOf(c: Comment): number {
  const ms = Date.parse(c.at);
  return Number.isNaN(ms) ? 0 : ms;
}

/** Comments oldest first (ties keep the helpdesk's order). */
export function oldestFirst(comments: Comment[] | undefined): Comment[] {
  return (comments ?? [])
    .map((c, i) => ({ c, i }))
    .sort((x, y) => timeOf(x.c) - timeOf(y.c) || x.i - y.i)
    .map(({ c }) => c);
}

export function noteLine(c: Comment): string {
  return `${utcMinute(c.at)} · ${c.internal ? "Internal" : "Public"} · ${c.body}`;
}
