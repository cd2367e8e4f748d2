import { callTool } from "./bridge";

export type TicketStatus = "open" | "pending" | "resolved" | "closed";

export interface QueueRow {
  id: string;
  subject: string;
  customer: string;
  priority: "low" | "normal" | "high" | "urgent";
  status: TicketStatus;
  assignee: string | null;
}

export interface FullTicket extends QueueRow {
  created_at: string;
  updated_at: string;
  version: number;
}

export interface Agent {
  id: string;
  name: string;
  team: string;
  active: boolean;
}

export function errorText(err: unknown): string {
  if (err && typeof err === "object" && "message" in err) return String((err as { message: unknown }).message);
  return String(err);
}

export async function fetchAllTickets(): Promise<QueueRow[]> {
  const { tickets } = await callTool<{ tickets: QueueRow[] }>("list_tickets", {});
  return tickets;
}

export async function fetchAgents(): Promise<Agent[]> {
  const { agents } = await callTool<{ agents: Agent[] }>("list_agents", {});
  return agents;
}

export async function readTicket(id: string): Promise<{ ticket: FullTicket; evidence: string }> {
  const res = await callTool<{ ticket: FullTicket; evidence_token: string }>("get_ticket", { ticket_id: id });
  return { ticket: res.ticket, evidence: res.evidence_token };
}

/** Reads the current version first, so the evidence token is never stale. */
export async function writeStatus(id: string, status: TicketStatus): Promise<void> {
  const { evidence } = await readTicket(id);
  await callTool("update_ticket_status", { ticket_id: id, status, evidence_token: evidence });
}

export async function writeAssignee(id: string, agentId: string): Promise<void> {
  const { evidence } = await readTicket(id);
  await callTool("assign_ticket", { ticket_id: id, agent_id: agentId, evidence_token: evidence });
}
