import { callTool } from './bridge';

export type Status = 'open' | 'pending' | 'resolved' | 'closed';
export type Priority = 'low' | 'normal' | 'high' | 'urgent';

export const STATUS_ORDER: Status[] = ['open', 'pending', 'resolved', 'closed'];

export interface TicketSummary {
  id: string;
  subject: string;
  customer: string;
  priority: Priority;
  status: Status;
  assignee: string | null;
  updated_at: string;
}

export interface AgentInfo {
  id: string;
  name: string;
  team: string;
  active: boolean;
}

export async function invoke<T>(tool: string, args: Record<string, unknown> = {}): Promise<T> {
  return (await callTool(tool, args)) as T;
}

export async function loadAllTickets(): Promise<TicketSummary[]> {
  const res = await invoke<{ tickets: TicketSummary[] }>('list_tickets');
  return res.tickets;
}

export async function loadAgents(): Promise<AgentInfo[]> {
  const res = await invoke<{ agents: AgentInfo[] }>('list_agents');
  return res.agents;
}

export function byId(a: { id: string }, b: { id: string }): number {
  if (a.id === b.id) return 0;
  return a.id < b.id ? -1 : 1;
}

export function messageOf(err: unknown): string {
  if (typeof err === 'object' && err !== null) {
    const m = (err as { message?: unknown }).message;
    if (typeof m === 'string' && m.length > 0) return m;
  }
  return String(err);
}

export interface TicketComment {
  id: string;
  author: string;
  body: string;
  internal: boolean;
  at: string;
}

export interface FullTicket extends TicketSummary {
  tags: string[];
  created_at: string;
  version: number;
  comments: TicketComment[];
}

export interface TicketRead {
  ticket: FullTicket;
  evidence_token: string;
}

export function getTicket(ticketId: string): Promise<TicketRead> {
  return invoke<TicketRead>('get_ticket', { ticket_id: ticketId });
}

export async function postComment(ticketId: string, body: string, internal: boolean): Promise<void> {
  await invoke('add_comment', { ticket_id: ticketId, body, internal });
}
