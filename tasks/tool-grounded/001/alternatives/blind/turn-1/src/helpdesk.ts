import { callTool, ToolError } from "./bridge";

export type Priority = "low" | "normal" | "high" | "urgent";
export type Status = "open" | "pending" | "resolved" | "closed";

/** One row of list_tickets: the live helpdesk data. */
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

export const ACTIVE_STATUSES: readonly Status[] = ["open", "pending"];

export function isActive(row: TicketRow): boolean {
  return ACTIVE_STATUSES.includes(row.status);
}

/** Every live ticket, in the helpdesk's own order (by ticket id). */
export async function fetchTickets(): Promise<TicketRow[]> {
  const out = await callTool<{ tickets?: TicketRow[] }>("list_tickets", {});
  return Array.isArray(out?.tickets) ? out.tickets : [];
}

export async function fetchAgents(): Promise<Agent[]> {
  const out = await callTool<{ agents?: Record<string, unknown>[] }>("list_agents", {});
  const raw = Array.isArray(out?.agents) ? out.agents : [];
  return raw.map((a) => ({
    id: String(a.id ?? ""),
    name: String(a.name ?? a.full_name ?? a.id ?? ""),
    team: a.team == null ? "" : String(a.team),
    active: a.active !== false,
  }));
}

/** The agent's full name, or "Unassigned" when nobody owns the ticket. */
export function agentName(agents: Agent[], agentId: string | null | undefined): string {
  if (!agentId) return "Unassigned";
  const found = agents.find((a) => a.id === agentId);
  return found ? found.name : agentId;
}

export function errorText(err: unknown): string {
  if (err instanceof ToolError) return err.message || err.code;
  if (err instanceof Error) return err.message;
  return String(err);
}
