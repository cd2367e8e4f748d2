import { callTool } from "./bridge";

export type Status = "open" | "pending" | "resolved" | "closed";

export type Comment = {
  id: string;
  author: string;
  body: string;
  internal?: boolean;
  at: string;
};

export type Ticket = {
  id: string;
  subject: string;
  customer: string;
  priority: string;
  status: Status;
  assignee?: string | null;
  created_at: string;
  updated_at: string;
  comments?: Comment[];
};

export type TicketSummary = {
  id: string;
  subject: string;
  customer: string;
  priority: string;
  status: Status;
  assignee: string | null;
  updated_at: string;
};

export type Agent = {
  id: string;
  name: string;
  team: string;
  active: boolean;
};

export type TicketRead = { ticket: Ticket; evidence_token: string };

export async function listTickets(): Promise<TicketSummary[]> {
  const result = await callTool<{ tickets: TicketSummary[] }>("list_tickets", {});
  return result.tickets;
}

export async function getTicket(ticketId: string): Promise<TicketRead> {
  return callTool<TicketRead>("get_ticket", { ticket_id: ticketId });
}

export async function listAgents(): Promise<Agent[]> {
  const result = await callTool<{ agents: Agent[] }>("list_agents", {});
  return result.agents;
}

export async function addComment(ticketId: string, body: string, internal: boolean): Promise<Ticket> {
  const result = await callTool<{ ticket: Ticket }>("add_comment", { ticket_id: ticketId, body, internal });
  return result.ticket;
}

export async function updateStatus(ticketId: string, status: Status, evidenceToken: string): Promise<Ticket> {
  const result = await callTool<{ ticket: Ticket }>("update_ticket_status", {
    ticket_id: ticketId,
    status,
    evidence_token: evidenceToken,
  });
  return result.ticket;
}

export async function assignTicket(ticketId: string, agentId: string, evidenceToken: string): Promise<Ticket> {
  const result = await callTool<{ ticket: Ticket }>("assign_ticket", {
    ticket_id: ticketId,
    agent_id: agentId,
    evidence_token: evidenceToken,
  });
  return result.ticket;
}

export function errorText(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}
