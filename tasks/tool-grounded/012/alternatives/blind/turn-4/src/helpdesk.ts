import { callTool } from "./bridge";

export type Agent = {
  id: string;
  name: string;
  team?: string;
  active?: boolean;
};

export type TicketRow = {
  id: string;
  subject: string;
  customer: string;
  priority: string;
  status: string;
  assignee: string | null;
  updated_at?: string;
};

const LIVE_STATUSES = ["open", "pending"];

function byTicketId(a: TicketRow, b: TicketRow): number {
  return a.id.localeCompare(b.id, undefined, { numeric: true });
}

function stillOpen(rows: TicketRow[]): TicketRow[] {
  return rows.filter((t) => LIVE_STATUSES.includes(t.status)).sort(byTicketId);
}

export async function loadAgents(): Promise<Agent[]> {
  const out = await callTool<{ agents: Agent[] }>("list_agents", {});
  return out.agents ?? [];
}

export function activeOnly(agents: Agent[]): Agent[] {
  return agents.filter((a) => a.active !== false);
}

export async function loadAgentTickets(agentId: string): Promise<TicketRow[]> {
  const out = await callTool<{ tickets: TicketRow[] }>("list_tickets", { assignee: agentId });
  return stillOpen(out.tickets ?? []);
}

export async function loadUnowned(): Promise<TicketRow[]> {
  const out = await callTool<{ tickets: TicketRow[] }>("list_tickets", { assignee: "unassigned" });
  return stillOpen(out.tickets ?? []);
}

export function reasonOf(err: unknown): string {
  if (err instanceof Error) return err.message;
  return String(err);
}

export type Comment = {
  id: string;
  author: string;
  body: string;
  internal?: boolean;
  at: string;
};

export type Ticket = TicketRow & {
  comments?: Comment[];
  version?: number;
};

export type TicketRead = {
  ticket: Ticket;
  evidence_token: string;
};

export async function readTicket(ticketId: string): Promise<TicketRead> {
  return callTool<TicketRead>("get_ticket", { ticket_id: ticketId });
}

export async function addInternalNote(ticketId: string, body: string): Promise<void> {
  await callTool("add_comment", { ticket_id: ticketId, body, internal: true });
}

export function ownerName(assignee: string | null | undefined, agents: Agent[]): string {
  if (!assignee) return "Unassigned";
  return agents.find((a) => a.id === assignee)?.name ?? assignee;
}

export function internalCount(ticket: Ticket): number {
  return (ticket.comments ?? []).filter((c) => c.internal === true).length;
}

export async function assignTicket(ticketId: string, agentId: string, token: string): Promise<Ticket> {
  const out = await callTool<{ ticket: Ticket }>("assign_ticket", {
    ticket_id: ticketId,
    agent_id: agentId,
    evidence_token: token,
  });
  return out.ticket;
}

export const STATUS_CHOICES = ["open", "pending", "resolved"];

export async function setTicketStatus(ticketId: string, status: string, token: string): Promise<Ticket> {
  const out = await callTool<{ ticket: Ticket }>("update_ticket_status", {
    ticket_id: ticketId,
    status,
    evidence_token: token,
  });
  return out.ticket;
}

export type MineRow = TicketRow & { notes: number };

/** The agent's open and pending tickets, each with its live count of internal comments. */
export async function loadHandoverRows(agentId: string): Promise<MineRow[]> {
  const rows = await loadAgentTickets(agentId);
  return Promise.all(
    rows.map(async (row) => {
      const read = await readTicket(row.id);
      return { ...row, notes: internalCount(read.ticket) };
    }),
  );
}
