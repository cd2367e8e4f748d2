export type Priority = "urgent" | "high" | "normal" | "low";

export const PRIORITIES: Priority[] = ["urgent", "high", "normal", "low"];

/** Our own resolve targets, in hours. */
export const RESOLVE_HOURS: Record<Priority, number> = { urgent: 24, high: 72, normal: 120, low: 240 };

/** How close (in hours) a running deadline must be to count as at risk. */
export const RISK_WINDOW_HOURS = 4;

export interface Comment {
  id: string;
  author: string;
  body: string;
  internal?: boolean;
  at: string;
}

export interface Ticket {
  id: string;
  subject: string;
  customer: string;
  priority: Priority;
  status: string;
  assignee?: string | null;
  created_at: string;
  updated_at: string;
  version?: number;
  comments?: Comment[];
}

export interface TicketSummary {
  id: string;
  subject: string;
  customer: string;
  priority: Priority;
  status: string;
  assignee: string | null;
  updated_at: string;
}

export interface Agent {
  id: string;
  name: string;
  team: string;
  active: boolean;
}

export type Policy = Partial<Record<Priority, number>>;

const HOUR_MS = 3_600_000;

/** Pulls the per-priority reply targets out of the SLA policy resource. */
export function readPolicy(raw: unknown): Policy {
  const found: Policy = {};
  const visit = (value: unknown, depth: number) => {
    if (!value || typeof value !== "object" || depth > 3) return;
    for (const [key, inner] of Object.entries(value as Record<string, unknown>)) {
      const p = key.toLowerCase() as Priority;
      if (PRIORITIES.includes(p) && typeof inner === "number" && found[p] === undefined) found[p] = inner;
      else if (typeof inner === "object") visit(inner, depth + 1);
    }
  };
  visit(raw, 0);
  return found;
}

/** A helpdesk timestamp ("2026-03-02T09:35:00Z") as milliseconds since the epoch, UTC. */
export function parseStamp(text: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?/.exec(text);
  if (!m) return null;
  return Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5], m[6] ? +m[6] : 0);
}

/** The "Now" box: exactly YYYY-MM-DD HH:MM, and a real date and time. */
export function parseNow(text: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})$/.exec(text);
  if (!m) return null;
  const ms = Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5]);
  return formatTime(ms) === text ? ms : null;
}

const pad = (n: number) => String(n).padStart(2, "0");

export function formatTime(ms: number): string {
  const d = new Date(ms);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(
    d.getUTCMinutes(),
  )}`;
}

export function isAnswered(ticket: Ticket): boolean {
  return (ticket.comments ?? []).some((c) => !c.internal);
}

export interface Dues {
  replyDue: number;
  resolveDue: number;
}

export function duesOf(ticket: Ticket, policy: Policy): Dues {
  const created = parseStamp(ticket.created_at) ?? 0;
  const replyHours = policy[ticket.priority] ?? 0;
  return {
    replyDue: created + replyHours * HOUR_MS,
    resolveDue: created + RESOLVE_HOURS[ticket.priority] * HOUR_MS,
  };
}

export type WatchState = "Breached" | "At risk";

export interface WatchRow extends Dues {
  ticket: Ticket;
  answered: boolean;
  state: WatchState;
  /** The earliest deadline still running (resolve, plus reply while unanswered). */
  nextDeadline: number;
}

export function idNumber(id: string): number {
  const n = parseInt(id.replace(/\D+/g, ""), 10);
  return Number.isNaN(n) ? 0 : n;
}

function compareIds(a: string, b: string): number {
  const diff = idNumber(a) - idNumber(b);
  return diff !== 0 ? diff : a.localeCompare(b);
}

export function isLive(status: string): boolean {
  return status === "open" || status === "pending";
}

export function buildWatch(tickets: Ticket[], policy: Policy, now: number): WatchRow[] {
  const rows: WatchRow[] = [];
  for (const ticket of tickets) {
    if (!isLive(ticket.status)) continue;
    const dues = duesOf(ticket, policy);
    const answered = isAnswered(ticket);
    const running = answered ? [dues.resolveDue] : [dues.replyDue, dues.resolveDue];
    const nextDeadline = Math.min(...running);
    let state: WatchState | null = null;
    if (running.some((d) => now >= d)) state = "Breached";
    else if (running.some((d) => d - now <= RISK_WINDOW_HOURS * HOUR_MS)) state = "At risk";
    if (state) rows.push({ ticket, answered, state, nextDeadline, ...dues });
  }
  rows.sort((a, b) => {
    if (a.state !== b.state) return a.state === "Breached" ? -1 : 1;
    if (a.nextDeadline !== b.nextDeadline) return a.nextDeadline - b.nextDeadline;
    return compareIds(a.ticket.id, b.ticket.id);
  });
  return rows;
}
