import { Priority, SlaPolicy, Status } from './desk';

export const SLA_ORDER: Priority[] = ['urgent', 'high', 'normal', 'low'];

const HOUR_MS = 60 * 60 * 1000;

function two(n: number): string {
  return String(n).padStart(2, '0');
}

/** "2026-03-02 14:00", always in UTC. */
export function utcStamp(ms: number): string {
  const d = new Date(ms);
  return `${d.getUTCFullYear()}-${two(d.getUTCMonth() + 1)}-${two(d.getUTCDate())} ${two(d.getUTCHours())}:${two(d.getUTCMinutes())}`;
}

export interface Deadline {
  at: number;
  overdue: boolean;
}

/** Respond-by moment for a live ticket, or null when it no longer has one (resolved, closed, unknown). */
export function deadlineFor(
  status: Status,
  priority: Priority,
  createdAt: string | undefined,
  policy: SlaPolicy | null,
  now: number,
): Deadline | null {
  if (status !== 'open' && status !== 'pending') return null;
  if (!createdAt || !policy) return null;
  const hours = policy[priority];
  const opened = Date.parse(createdAt);
  if (hours === undefined || Number.isNaN(opened)) return null;
  const at = opened + hours * HOUR_MS;
  return { at, overdue: at < now };
}
