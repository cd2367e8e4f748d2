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
