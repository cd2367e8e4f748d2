import { callTool, ToolError } from "./bridge";

export type Priority = "low" | "normal" | "high" | "urgent";
export type Status = "open" | "pending" | "resolved" | "closed";

export const INCIDENT_CUSTOMER = "Major incident";

/** A row of list_tickets. */
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

/** A ticket read in full with get_ticket. */
export interface Ticket extends TicketSummary {
  comments?: Comment[];
}

export interface Agent {
  id: string;
  name: string;
  team: string;
  active: boolean;
}

/** The numeric part of a ticket id ("T-4100" -> 4100). */
function idNumber(id: string): number {
  const digits = id.replace(/\D/g, "");
  return digits === "" ? Number.NaN : Number(digits);
}

export function compareIds(a: string, b: string): number {
  const na = idNumber(a);
  const nb = idNumber(b);
  if (!Number.isNaN(na) && !Number.isNaN(nb) && na !== nb) return na - nb;
  return a.localeCompare(b);
}

export function sortById<T extends { id: string }>(rows: T[]): T[] {
  return [...rows].sort((a, b) => compareIds(a.id, b.id));
}

export async function listTickets(filters: { status?: Status; priority?: Priority } = {}): Promise<TicketSummary[]> {
  const out = await callTool<{ tickets?: TicketSummary[] }>("list_tickets", filters);
  return Array.isArray(out?.tickets) ? out.tickets : [];
}

export async function listAgents(): Promise<Agent[]> {
  const out = await callTool<{ agents?: Record<string, unknown>[] }>("list_agents", {});
  const raw = Array.isArray(out?.agents) ? out.agents : [];
  return raw.map((a) => ({
    id: String(a.id ?? ""),
    name: String(a.name ?? a.id ?? ""),
    team: a.team == null ? "" : String(a.team),
    active: a.active !== false,
  }));
}

export async function getTicket(ticketId: string): Promise<{ ticket: Ticket; evidence_token: string }> {
  return callTool<{ ticket: Ticket; evidence_token: string }>("get_ticket", { ticket_id: ticketId });
}

export async function addComment(ticketId: string, body: string, internal: boolean): Promise<void> {
  await callTool("add_comment", { ticket_id: ticketId, body, internal });
}

export async function updateStatus(ticketId: string, status: Status, evidenceToken: string): Promise<Ticket> {
  const out = await callTool<{ ticket: Ticket }>("update_ticket_status", {
    ticket_id: ticketId,
    status,
    evidence_token: evidenceToken,
  });
  return out.ticket;
}

export function linkComment(incidentId: string): string {
  return `Linked to incident ${incidentId}`;
}

export function hasLinkComment(ticket: Ticket, incidentId: string): boolean {
  const text = linkComment(incidentId);
  return (ticket.comments ?? []).some((c) => c.internal === true && c.body === text);
}

export function isOpenOrPending(ticket: { status: Status }): boolean {
  return ticket.status === "open" || ticket.status === "pending";
}

/** Every ticket (whatever its status) with the incident's internal link comment, read in full, by ticket id. */
export async function readLinked(incidentId: string, tickets: TicketSummary[]): Promise<Ticket[]> {
  const linked: Ticket[] = [];
  for (const summary of sortById(tickets)) {
    if (summary.id === incidentId) continue;
    const { ticket } = await getTicket(summary.id);
    if (hasLinkComment(ticket, incidentId)) linked.push(ticket);
  }
  return linked;
}

export async function assignTicket(ticketId: string, agentId: string, evidenceToken: string): Promise<Ticket> {
  const out = await callTool<{ ticket: Ticket }>("assign_ticket", {
    ticket_id: ticketId,
    agent_id: agentId,
    evidence_token: evidenceToken,
  });
  return out.ticket;
}

/** How many open or pending tickets a responder can carry at once. */
export function capacityOf(agent: Agent): number {
  if (agent.name === "Priya Raman") return 4;
  if (agent.name === "Jonas Weber") return 3;
  return 2;
}

/** The agent's open and pending tickets in a live ticket list (linked or not). */
export function loadOf(agentId: string, tickets: TicketSummary[]): number {
  return tickets.filter((t) => t.assignee === agentId && isOpenOrPending(t)).length;
}

export async function scheduleBulkResolve(ticketIds: string[]): Promise<{ job_id: string; run_at: string }> {
  return callTool<{ job_id: string; run_at: string }>("schedule_bulk_status", { ticket_ids: ticketIds, status: "resolved" });
}

export async function createIncident(subject: string): Promise<void> {
  await callTool("create_ticket", { subject, customer: INCIDENT_CUSTOMER, priority: "urgent" });
}

/** The "Major incident" ticket with the highest id, whatever its status. */
export function findIncident(tickets: TicketSummary[]): TicketSummary | null {
  const incidents = sortById(tickets.filter((t) => t.customer === INCIDENT_CUSTOMER));
  return incidents.length > 0 ? incidents[incidents.length - 1] : null;
}

export function incidentLine(incident: TicketSummary): string {
  return `Incident ${incident.id}: ${incident.subject} (${incident.status})`;
}

/** The agent's full name (deactivated agents included), or "Unassigned". */
export function agentName(agents: Agent[], agentId: string | null | undefined): string {
  if (!agentId) return "Unassigned";
  const found = agents.find((a) => a.id === agentId);
  return found ? found.name : agentId;
}

export function errorText(err: unknown): string {
  if (err instanceof ToolError) return err.message || err.code;
  if (err instanceof Error) return err.message;
  return String(err);
}
