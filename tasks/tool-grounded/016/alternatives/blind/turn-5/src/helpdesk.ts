import { callTool, ToolError } from "./bridge";

export type Comment = { id: string; author: string; body: string; internal?: boolean; at: string };

export type Ticket = {
  id: string;
  subject: string;
  customer: string;
  priority: string;
  status: string;
  comments?: Comment[];
};

export type TicketRead = { ticket: Ticket; evidence_token: string };

export type Match = { id: string; subject?: string; status?: string };

export type Row = {
  id: string;
  subject: string;
  customer: string;
  status: string;
  duplicateOf: string | null;
};

export const DUPLICATE_PREFIX = "Duplicate of ";

export function errorText(err: unknown): string {
  if (err instanceof ToolError) return err.message || err.code;
  if (err instanceof Error) return err.message;
  return String(err);
}

/** Ticket ids like "T-2009": compare the numbers, not the characters. */
export function compareIds(a: string, b: string): number {
  return a.localeCompare(b, undefined, { numeric: true });
}

export async function readTicket(id: string): Promise<TicketRead> {
  return callTool<TicketRead>("get_ticket", { ticket_id: id });
}

/** Comments in the order they were written (oldest first). */
export function commentsOldestFirst(ticket: Ticket): Comment[] {
  return [...(ticket.comments ?? [])].sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
}

/** The kept id from the most recent internal "Duplicate of " comment, or null. */
export function duplicateOf(ticket: Ticket): string | null {
  const marks = commentsOldestFirst(ticket).filter(
    (c) => c.internal === true && c.body.startsWith(DUPLICATE_PREFIX),
  );
  if (marks.length === 0) return null;
  return marks[marks.length - 1].body.slice(DUPLICATE_PREFIX.length).trim();
}

export function toRow(ticket: Ticket): Row {
  return {
    id: ticket.id,
    subject: ticket.subject,
    customer: ticket.customer,
    status: ticket.status,
    duplicateOf: duplicateOf(ticket),
  };
}

/** Looks the words up in the nightly index, then takes every match's data from the live ticket. */
export async function findDuplicates(query: string): Promise<Row[]> {
  const result = await callTool<{ matches: Match[] }>("search_tickets_cached", { query });
  const rows: Row[] = [];
  for (const match of result.matches) {
    const { ticket } = await readTicket(match.id);
    if (ticket.status === "closed") continue;
    rows.push(toRow(ticket));
  }
  return rows.sort((a, b) => compareIds(a.id, b.id));
}
