import { callTool, ToolError } from "./bridge";

export type Priority = "low" | "normal" | "high" | "urgent";
export type Status = "open" | "pending" | "resolved" | "closed";

export interface TicketSummary {
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

export interface QueueStats {
  by_status: Record<string, number>;
  unassigned_open: number;
}

export async function fetchQueueStats(): Promise<QueueStats> {
  const res = await callTool<Partial<QueueStats>>("get_queue_stats", {});
  return { by_status: res?.by_status ?? {}, unassigned_open: res?.unassigned_open ?? 0 };
}

/** Every agent, deactivated ones included. */
export async function fetchAgents(): Promise<Agent[]> {
  const res = await callTool<{ agents?: Array<Record<string, unknown>> }>("list_agents", {});
  return (res?.agents ?? []).map((a) => ({
    id: String(a.id ?? ""),
    name: String(a.name ?? a.full_name ?? a.id ?? ""),
    team: a.team == null ? "" : String(a.team),
    active: a.active !== false,
  }));
}

export async function fetchTickets(filter: { status?: Status; assignee?: string } = {}): Promise<TicketSummary[]> {
  const res = await callTool<{ tickets?: TicketSummary[] }>("list_tickets", filter);
  return res?.tickets ?? [];
}

export const byTicketId = (a: { id: string }, b: { id: string }) =>
  a.id.localeCompare(b.id, undefined, { numeric: true });

/** The open and pending tickets, live from the helpdesk, in id order. */
export async function fetchLiveTickets(): Promise<TicketSummary[]> {
  const [open, pending] = await Promise.all([fetchTickets({ status: "open" }), fetchTickets({ status: "pending" })]);
  return [...open, ...pending].sort(byTicketId);
}

export function problemText(err: unknown): string {
  if (err instanceof ToolError) return err.message || err.code;
  if (err instanceof Error) return err.message;
  return String(err);
}
