import { callTool } from './bridge';

export type Agent = { id: string; name: string; team: string; active: boolean };

export type Ticket = {
  id: string;
  subject: string;
  customer: string;
  priority: string;
  status: string;
  assignee: string | null;
  updated_at: string;
};

export type QueueStats = { by_status: Record<string, number>; unassigned_open: number };

export type Snapshot = { stats: QueueStats; agents: Agent[]; tickets: Ticket[] };

export const isActiveWork = (status: string) => status === 'open' || status === 'pending';

export function errorText(err: unknown): string {
  if (err && typeof err === 'object' && 'message' in err) {
    return String((err as { message: unknown }).message);
  }
  return String(err);
}

export async function loadSnapshot(): Promise<Snapshot> {
  const [stats, agentList, ticketList] = await Promise.all([
    callTool('get_queue_stats', {}) as Promise<QueueStats>,
    callTool('list_agents', {}) as Promise<{ agents: Agent[] }>,
    callTool('list_tickets', {}) as Promise<{ tickets: Ticket[] }>,
  ]);
  return { stats, agents: agentList.agents, tickets: ticketList.tickets };
}

export function countActiveFor(tickets: Ticket[], assignee: string | null): number {
  return tickets.filter((t) => isActiveWork(t.status) && t.assignee === assignee).length;
}

export const byName = (a: Agent, b: Agent) => a.name.localeCompare(b.name, 'en');
