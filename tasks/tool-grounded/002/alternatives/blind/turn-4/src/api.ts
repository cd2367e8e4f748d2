import { callTool, readResource, ToolError } from "./bridge";

export type Priority = "low" | "normal" | "high" | "urgent";
export type Status = "open" | "pending" | "resolved" | "closed";

export const STATUS_ORDER: readonly Status[] = ["open", "pending", "resolved", "closed"];
export const PRIORITY_OPTIONS: readonly Priority[] = ["low", "normal", "high", "urgent"];

export interface TicketSummary {
  id: string;
  subject: string;
  customer: string;
  priority: Priority;
  status: Status;
  assignee: string | null;
  updated_at: string;
}

export interface Comment {
  id: string;
  author: string;
  body: string;
  internal?: boolean;
  at: string;
}

/** A ticket as get_ticket returns it. */
export interface Ticket {
  id: string;
  subject: string;
  customer: string;
  priority: Priority;
  status: Status;
  assignee?: string | null;
  created_at: string;
  updated_at: string;
  version?: number;
  comments?: Comment[];
}

export interface Agent {
  id: string;
  name: string;
  active: boolean;
}

/** All live tickets, in the helpdesk's id order. */
export async function listTickets(): Promise<TicketSummary[]> {
  const res = await callTool<{ tickets?: TicketSummary[] }>("list_tickets", {});
  return res?.tickets ?? [];
}

export async function listAgents(): Promise<Agent[]> {
  const res = await callTool<{ agents?: Array<Record<string, unknown>> }>("list_agents", {});
  return (res?.agents ?? []).map((raw) => ({
    id: String(raw.id ?? ""),
    name: String(raw.name ?? raw.full_name ?? raw.id ?? ""),
    active: raw.active !== false,
  }));
}

/** Reads one ticket in full, with its comments and the evidence token for writes. */
export async function getTicket(ticketId: string): Promise<{ ticket: Ticket; evidence_token: string }> {
  return callTool<{ ticket: Ticket; evidence_token: string }>("get_ticket", { ticket_id: ticketId });
}

export async function addComment(ticketId: string, body: string, internal: boolean): Promise<Ticket> {
  const res = await callTool<{ ticket: Ticket }>("add_comment", { ticket_id: ticketId, body, internal });
  return res.ticket;
}

/**
 * Changes a ticket's status now. The evidence token comes from a get_ticket
 * made right before the write, so it is always the current version's.
 */
export async function saveStatus(ticketId: string, status: Status): Promise<Ticket> {
  const { evidence_token } = await getTicket(ticketId);
  const res = await callTool<{ ticket: Ticket }>("update_ticket_status", {
    ticket_id: ticketId,
    status,
    evidence_token,
  });
  return res.ticket;
}

export async function createTicket(subject: string, customer: string, priority: Priority): Promise<Ticket> {
  const res = await callTool<{ ticket: Ticket }>("create_ticket", { subject, customer, priority });
  return res.ticket;
}

export async function readSlaPolicy(): Promise<unknown> {
  return readResource("helpdesk://sla-policy");
}

export function messageOf(err: unknown): string {
  if (err instanceof ToolError) return err.message || err.code;
  if (err instanceof Error) return err.message;
  return String(err);
}
