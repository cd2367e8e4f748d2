import { STATUS_ORDER } from "./api";
import type { Agent, Comment, Status, TicketSummary } from "./api";

const STATUS_LABEL: Record<Status, string> = {
  open: "Open",
  pending: "Pending",
  resolved: "Resolved",
  closed: "Closed",
};

/** "Open: 2 · Pending: 1 · Resolved: 1 · Closed: 1" */
export function countsLine(tickets: TicketSummary[]): string {
  return STATUS_ORDER.map((s) => `${STATUS_LABEL[s]}: ${tickets.filter((t) => t.status === s).length}`).join(" · ");
}

export function assigneeName(agents: Agent[], agentId: string | null | undefined): string {
  if (!agentId) return "Unassigned";
  return agents.find((a) => a.id === agentId)?.name ?? agentId;
}

/** Distinct customer names, alphabetically. */
export function customersOf(tickets: TicketSummary[]): string[] {
  return Array.from(new Set(tickets.map((t) => t.customer))).sort((a, b) => a.localeCompare(b));
}

function stamp(value: string): number {
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? 0 : ms;
}

/** Comments oldest first (stable for equal times). */
export function oldestFirst(comments: Comment[] | undefined): Comment[] {
  return (comments ?? [])
    .map((c, i) => ({ c, i }))
    .sort((a, b) => stamp(a.c.at) - stamp(b.c.at) || a.i - b.i)
    .map((x) => x.c);
}

export function commentCount(n: number): string {
  return `${n} comments`;
}
