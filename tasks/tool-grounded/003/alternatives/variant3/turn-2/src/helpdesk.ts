import { callTool } from './bridge';

export interface Agent {
  id: string;
  name: string;
  team: string;
  active: boolean;
}

export interface TicketRow {
  id: string;
  subject: string;
  customer: string;
  priority: string;
  status: string;
  assignee: string | null;
  updated_at: string;
}

export interface QueueStats {
  by_status: Record<string, number>;
  unassigned_open: number;
}

export interface Snapshot {
  stats: QueueStats;
  agents: Agent[];
  tickets: TicketRow[];
}

export function isWorkInProgress(status: string): boolean {
  return status === 'open' || status === 'pending';
}

export async function loadSnapshot(): Promise<Snapshot> {
  const stats = (await callTool('get_queue_stats', {})) as QueueStats;
  const agentResult = (await callTool('list_agents', {})) as { agents: Agent[] };
  const ticketResult = (await callTool('list_tickets', {})) as { tickets: TicketRow[] };
  return { stats, agents: agentResult.agents, tickets: ticketResult.tickets };
}

export function describeError(err: unknown): string {
  if (err && typeof err === 'object' && 'message' in err) {
    return String((err as { message: unknown }).message);
  }
  return String(err);
}

export function teamLabel(team: string): string {
  return team ? team.charAt(0).toUpperCase() + team.slice(1) : team;
}

export async function loadAgentQueue(agentId: string): Promise<TicketRow[]> {
  const result = (await callTool('list_tickets', { assignee: agentId })) as { tickets: TicketRow[] };
  return result.tickets.filter((t) => isWorkInProgress(t.status));
}
