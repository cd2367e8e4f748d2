import { callTool, ToolError } from "./bridge";

export type Priority = "low" | "normal" | "high" | "urgent";
export type Status = "open" | "pending" | "resolved" | "closed";

export const STATUS_ORDER: readonly Status[] = ["open", "pending", "resolved", "closed"];

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
  active: boolean;
}

/** All live tickets, in the helpdesk's id order. */
export async function listTickets(): Promise<TicketSummary[]> {
  const res = await callTool<{ tickets?: TicketSummary[] }>("list_tickets", {});
  return res?.tickets ?? [];
}

export async function listAgents(): Promise<Agent[]> {
  const res = await callTool<{ agents?: Array<Record<string, unknown>> }>("list_agents", {});
  return (res?.agents ?? []).map((raw) => ({
    id: String(raw.id ?? ""),
    name: String(raw.name ?? raw.full_name ?? raw.id ?? ""),
    active: raw.active !== false,
  }));
}

export function messageOf(err: unknown): string {
  if (err instanceof ToolError) return err.message || err.code;
  if (err instanceof Error) return err.message;
  return String(err);
}
