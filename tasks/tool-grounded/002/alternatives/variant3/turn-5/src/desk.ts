import { callTool, readResource } from './bridge';

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

export type SlaPolicy = Partial<Record<Priority, number>>;

const PRIORITIES: Priority[] = ['urgent', 'high', 'normal', 'low'];

function asPolicy(value: unknown): SlaPolicy | null {
  if (typeof value === 'string') {
    try {
      return asPolicy(JSON.parse(value));
    } catch {
      return null;
    }
  }
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = asPolicy(item);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    const obj = value as Record<string, unknown>;
    const policy: SlaPolicy = {};
    let hits = 0;
    for (const p of PRIORITIES) {
      const n = Number(obj[p]);
      if (obj[p] !== undefined && obj[p] !== null && Number.isFinite(n)) {
        policy[p] = n;
        hits += 1;
      }
    }
    if (hits > 0) return policy;
    // The resource may arrive wrapped, e.g. { contents: [{ text: "{...}" }] } or { data: {...} }.
    for (const inner of Object.values(obj)) {
      const found = asPolicy(inner);
      if (found) return found;
    }
  }
  return null;
}

export async function loadSlaPolicy(): Promise<SlaPolicy> {
  const raw = await readResource('helpdesk://sla-policy');
  const policy = asPolicy(raw);
  if (!policy) throw new Error('The SLA policy could not be read.');
  return policy;
}

/** The evidence token must belong to the ticket's current version, so read it right before writing. */
export async function saveStatus(ticketId: string, status: Status): Promise<void> {
  const fresh = await getTicket(ticketId);
  await invoke('update_ticket_status', { ticket_id: ticketId, status, evidence_token: fresh.evidence_token });
}

export async function openNewTicket(subject: string, customer: string, priority: Priority): Promise<FullTicket> {
  const res = await invoke<{ ticket: FullTicket }>('create_ticket', { subject, customer, priority });
  return res.ticket;
}

export async function loadPendingTickets(): Promise<TicketSummary[]> {
  const res = await invoke<{ tickets: TicketSummary[] }>('list_tickets', { status: 'pending' });
  return res.tickets;
}
