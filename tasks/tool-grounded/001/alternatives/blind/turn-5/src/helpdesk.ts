import { callTool, ToolError } from "./bridge";

export type Priority = "low" | "normal" | "high" | "urgent";
export type Status = "open" | "pending" | "resolved" | "closed";

export const STATUS_CHOICES: readonly Status[] = ["open", "pending", "resolved", "closed"];
export const PRIORITY_CHOICES: readonly Priority[] = ["urgent", "high", "normal", "low"];

/** One row of list_tickets: the live helpdesk data. */
export interface TicketRow {
  id: string;
  subject: string;
  customer: string;
  priority: Priority;
  status: Status;
  assignee: string | null;
  updated_at: string;
}

/** A ticket as get_ticket and the write tools return it. */
export interface Ticket {
  id: string;
  subject: string;
  customer: string;
  priority: Priority;
  status: Status;
  assignee?: string | null;
  tags?: string[];
  created_at: string;
  updated_at: string;
  version?: number;
}

export interface Agent {
  id: string;
  name: string;
  team: string;
  active: boolean;
}

export const ACTIVE_STATUSES: readonly Status[] = ["open", "pending"];

export function isActive(row: TicketRow): boolean {
  return ACTIVE_STATUSES.includes(row.status);
}

/** Every live ticket, in the helpdesk's own order (by ticket id). */
export async function fetchTickets(): Promise<TicketRow[]> {
  const out = await callTool<{ tickets?: TicketRow[] }>("list_tickets", {});
  return Array.isArray(out?.tickets) ? out.tickets : [];
}

export async function fetchAgents(): Promise<Agent[]> {
  const out = await callTool<{ agents?: Record<string, unknown>[] }>("list_agents", {});
  const raw = Array.isArray(out?.agents) ? out.agents : [];
  return raw.map((a) => ({
    id: String(a.id ?? ""),
    name: String(a.name ?? a.full_name ?? a.id ?? ""),
    team: a.team == null ? "" : String(a.team),
    active: a.active !== false,
  }));
}

/** Reads the ticket's current version together with its evidence token. */
export async function readTicket(ticketId: string): Promise<{ ticket: Ticket; evidence_token: string }> {
  return callTool<{ ticket: Ticket; evidence_token: string }>("get_ticket", { ticket_id: ticketId });
}

/**
 * Changes the status now. The evidence token is taken from a read made right
 * before the write, so it always belongs to the ticket's current version.
 */
export async function setTicketStatus(ticketId: string, status: Status): Promise<Ticket> {
  const current = await readTicket(ticketId);
  const out = await callTool<{ ticket: Ticket }>("update_ticket_status", {
    ticket_id: ticketId,
    status,
    evidence_token: current.evidence_token,
  });
  return out.ticket;
}

/**
 * Moves one ticket to pending right now (update_ticket_status, never the
 * overnight batch). Returns null when the helpdesk already has it pending.
 */
export async function moveToPending(ticketId: string): Promise<Ticket | null> {
  const current = await readTicket(ticketId);
  if (current.ticket.status === "pending") return null;
  const out = await callTool<{ ticket: Ticket }>("update_ticket_status", {
    ticket_id: ticketId,
    status: "pending",
    evidence_token: current.evidence_token,
  });
  return out.ticket;
}

/** Assigns the ticket, with the evidence token of a read made right before the write. */
export async function assignTicketTo(ticketId: string, agentId: string): Promise<Ticket> {
  const current = await readTicket(ticketId);
  const out = await callTool<{ ticket: Ticket }>("assign_ticket", {
    ticket_id: ticketId,
    agent_id: agentId,
    evidence_token: current.evidence_token,
  });
  return out.ticket;
}

/** The agent's full name, or "Unassigned" when nobody owns the ticket. */
export function agentName(agents: Agent[], agentId: string | null | undefined): string {
  if (!agentId) return "Unassigned";
  const found = agents.find((a) => a.id === agentId);
  return found ? found.name : agentId;
}

/** The calendar day (YYYY-MM-DD) of a helpdesk timestamp. */
export function dayOf(stamp: string): string {
  const m = /^(\d{4}-\d{2}-\d{2})/.exec(stamp ?? "");
  if (m) return m[1];
  const parsed = new Date(stamp);
  return Number.isNaN(parsed.getTime()) ? String(stamp) : parsed.toISOString().slice(0, 10);
}

export function errorText(err: unknown): string {
  if (err instanceof ToolError) return err.message || err.code;
  if (err instanceof Error) return err.message;
  return String(err);
}
