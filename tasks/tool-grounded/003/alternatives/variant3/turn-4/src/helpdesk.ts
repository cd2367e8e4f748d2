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

export interface TicketDetail extends TicketRow {
  version: number;
}

export async function readTicket(ticketId: string): Promise<{ ticket: TicketDetail; evidence_token: string }> {
  return (await callTool('get_ticket', { ticket_id: ticketId })) as { ticket: TicketDetail; evidence_token: string };
}

/** Fresh read for the evidence token, the assignment, then a second read to see what the helpdesk now holds. */
export async function reassignTicket(ticketId: string, agentId: string): Promise<TicketDetail> {
  const before = await readTicket(ticketId);
  await callTool('assign_ticket', {
    ticket_id: before.ticket.id,
    agent_id: agentId,
    evidence_token: before.evidence_token,
  });
  const after = await readTicket(before.ticket.id);
  return after.ticket;
}

export function byName(a: Agent, b: Agent): number {
  return a.name.localeCompare(b.name, 'en');
}

/** Reassign several tickets one after another, each with its own fresh read. */
export async function handOverTickets(ticketIds: string[], agentId: string): Promise<number> {
  let moved = 0;
  for (const id of ticketIds) {
    const fresh = await readTicket(id);
    await callTool('assign_ticket', { ticket_id: id, agent_id: agentId, evidence_token: fresh.evidence_token });
    moved += 1;
  }
  return moved;
}

export function countOwned(tickets: TicketRow[]): Map<string, number> {
  const owned = new Map<string, number>();
  for (const t of tickets) {
    if (t.assignee && isWorkInProgress(t.status)) {
      owned.set(t.assignee, (owned.get(t.assignee) ?? 0) + 1);
    }
  }
  return owned;
}

export function suggestOwner(agents: Agent[], tickets: TicketRow[]): Agent | null {
  const owned = countOwned(tickets);
  const ranked = agents
    .filter((a) => a.active)
    .sort((a, b) => (owned.get(a.id) ?? 0) - (owned.get(b.id) ?? 0) || byName(a, b));
  return ranked[0] ?? null;
}

/** Agents that may receive work, for the owner pickers. */
export function activeAgentsByName(agents: Agent[]): Agent[] {
  return agents.filter((a) => a.active).sort(byName);
}
