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
