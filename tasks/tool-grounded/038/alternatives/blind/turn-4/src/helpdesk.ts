import { callTool } from "./bridge";
import { parseStamp } from "./time";

export type Comment = { id: string; author: string; body: string; internal?: boolean; at: string };
export type Ticket = {
  id: string;
  subject: string;
  customer: string;
  priority: string;
  status: string;
  assignee?: string | null;
  updated_at: string;
  comments?: Comment[];
};

export async function readTicket(id: string): Promise<{ ticket: Ticket; token: string }> {
  const out = await callTool<{ ticket: Ticket; evidence_token: string }>("get_ticket", { ticket_id: id });
  return { ticket: out.ticket, token: out.evidence_token };
}

/** Comments oldest first (the helpdesk's order for equal times). */
export function commentsOldestFirst(ticket: Ticket): Comment[] {
  return (ticket.comments ?? [])
    .map((c, i) => ({ c, i, ms: parseStamp(c.at) ?? 0 }))
    .sort((a, b) => a.ms - b.ms || a.i - b.i)
    .map((x) => x.c);
}

export const MAX_REMINDERS = 2;

/** Reminders: public comments whose text starts with "Reminder ". */
export function reminderCount(ticket: Ticket): number {
  return (ticket.comments ?? []).filter((c) => !c.internal && c.body.startsWith("Reminder ")).length;
}

export function reminderText(n: number): string {
  return `Reminder ${n} of ${MAX_REMINDERS}: we are still waiting for your reply to go on with this ticket.`;
}

export const CLOSE_AFTER_DAYS = 7;

export const CLOSING_TEXT =
  "We are closing this ticket because we have not heard back. Write to us any time to start a new one.";

export const REPLIED_TEXT = "Customer replied: back in the queue";

/** A pending ticket is due for closing after 2 reminders or 7 d of waiting. */
export function isDue(reminders: number, waited: number): boolean {
  return reminders >= MAX_REMINDERS || waited >= CLOSE_AFTER_DAYS;
}
