import type { Comment, Status, Ticket } from "./api";

export const GOLD_CUSTOMERS = ["Lumen Labs", "Riverside Gym"];
export const SHIFT_START = Date.UTC(2026, 2, 2, 9, 0, 0);
export const ESCALATION_NOTE = "Escalated to the billing lead";
export const BILLING_LIMIT = 3;
export const MAX_REPLY = 500;

export type Tier = "Gold" | "Standard";

export function tierOf(customer: string): Tier {
  return GOLD_CUSTOMERS.includes(customer.trim()) ? "Gold" : "Standard";
}

export function isLive(status: Status): boolean {
  return status === "open" || status === "pending";
}

/** Milliseconds since the epoch; a timestamp without a zone is read as UTC. */
export function parseTime(value: string): number {
  let text = value.trim().replace(" ", "T");
  if (!/([zZ]|[+-]\d\d:?\d\d)$/.test(text)) text += "Z";
  return Date.parse(text);
}

function pad(n: number): string {
  return String(n).padStart(2, "0");
}

export function formatOpened(value: string): string {
  const ms = parseTime(value);
  if (Number.isNaN(ms)) return value;
  const d = new Date(ms);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
}

/** Whole hours from creation to the shift start, rounded down. */
export function ageHours(createdAt: string): number {
  return Math.floor((SHIFT_START - parseTime(createdAt)) / 3_600_000);
}

export function idNumber(id: string): number {
  const match = id.match(/\d+/);
  return match ? Number(match[0]) : Number.MAX_SAFE_INTEGER;
}

export function byTicketId(a: { id: string }, b: { id: string }): number {
  return idNumber(a.id) - idNumber(b.id) || a.id.localeCompare(b.id);
}

export function threadOf(ticket: Ticket): Comment[] {
  return (ticket.comments ?? [])
    .map((comment, index) => ({ comment, index }))
    .sort((a, b) => parseTime(a.comment.at) - parseTime(b.comment.at) || a.index - b.index)
    .map((entry) => entry.comment);
}

export function isEscalated(ticket: Ticket): boolean {
  return (ticket.comments ?? []).some((c) => c.internal === true && c.body === ESCALATION_NOTE);
}

export function isDue(ticket: Ticket): boolean {
  if (!isLive(ticket.status)) return false;
  const age = ageHours(ticket.created_at);
  return (tierOf(ticket.customer) === "Gold" && age >= 18) || age >= 48;
}

export type Escalation = "Escalated" | "Due" | "—";

export function escalationOf(ticket: Ticket): Escalation {
  if (isEscalated(ticket)) return "Escalated";
  if (isDue(ticket)) return "Due";
  return "—";
}

export function hasPublicComment(ticket: Ticket): boolean {
  return (ticket.comments ?? []).some((c) => !c.internal);
}

export function replyIsValid(text: string): boolean {
  const trimmed = text.trim();
  return trimmed.length >= 1 && trimmed.length <= MAX_REPLY;
}
