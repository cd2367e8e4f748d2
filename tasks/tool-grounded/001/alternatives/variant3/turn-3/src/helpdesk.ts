import { callTool } from './bridge';

export type Status = 'open' | 'pending' | 'resolved' | 'closed';
export type Priority = 'low' | 'normal' | 'high' | 'urgent';

export interface TicketRow {
  id: string;
  subject: string;
  customer: string;
  priority: Priority;
  status: Status;
  assignee: string | null;
  updated_at: string;
}

export interface Agent {
  id: string;
  name: string;
  team: string;
  active: boolean;
}

async function call<T>(name: string, args: Record<string, unknown> = {}): Promise<T> {
  const result = await callTool(name, args);
  return result as T;
}

export async function fetchTickets(): Promise<TicketRow[]> {
  const out = await call<{ tickets: TicketRow[] }>('list_tickets', {});
  return [...out.tickets].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

export async function fetchAgents(): Promise<Agent[]> {
  const out = await call<{ agents: Agent[] }>('list_agents', {});
  return out.agents;
}

export function errorText(err: unknown): string {
  if (err && typeof err === 'object' && 'message' in err) {
    const msg = (err as { message?: unknown }).message;
    if (typeof msg === 'string' && msg) return msg;
  }
  return String(err);
}

export interface Comment {
  id: string;
  author: string;
  body: string;
  internal: boolean;
  at: string;
}

export interface Ticket extends TicketRow {
  tags: string[];
  created_at: string;
  version: number;
  comments: Comment[];
}

export interface TicketRead {
  ticket: Ticket;
  evidence_token: string;
}

export function readTicket(ticketId: string): Promise<TicketRead> {
  return call<TicketRead>('get_ticket', { ticket_id: ticketId });
}

/** Reads the ticket's current version first, so the write carries a token that is not stale. */
export async function setStatus(ticketId: string, status: Status): Promise<void> {
  const current = await readTicket(ticketId);
  await call('update_ticket_status', {
    ticket_id: ticketId,
    status,
    evidence_token: current.evidence_token,
  });
}

/** Same pattern as setStatus: the token comes from a read made right before the write. */
export async function assignTo(ticketId: string, agentId: string): Promise<void> {
  const current = await readTicket(ticketId);
  await call('assign_ticket', {
    ticket_id: ticketId,
    agent_id: agentId,
    evidence_token: current.evidence_token,
  });
}
