import { callTool, ToolError } from "./bridge";

export type Priority = "low" | "normal" | "high" | "urgent";
export type Status = "open" | "pending" | "resolved" | "closed";

export const INCIDENT_CUSTOMER = "Major incident";

/** A row of list_tickets. */
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

/** The numeric part of a ticket id ("T-4100" -> 4100). */
function idNumber(id: string): number {
  const digits = id.replace(/\D/g, "");
  return digits === "" ? Number.NaN : Number(digits);
}

export function compareIds(a: string, b: string): number {
  const na = idNumber(a);
  const nb = idNumber(b);
  if (!Number.isNaN(na) && !Number.isNaN(nb) && na !== nb) return na - nb;
  return a.localeCompare(b);
}

export function sortById<T extends { id: string }>(rows: T[]): T[] {
  return [...rows].sort((a, b) => compareIds(a.id, b.id));
}

export async function listTickets(filters: { status?: Status; priority?: Priority } = {}): Promise<TicketSummary[]> {
  const out = await callTool<{ tickets?: TicketSummary[] }>("list_tickets", filters);
  return Array.isArray(out?.tickets) ? out.tickets : [];
}

export async function listAgents(): Promise<Agent[]> {
  const out = await callTool<{ agents?: Record<string, unknown>[] }>("list_agents", {});
  const raw = Array.isArray(out?.agents) ? out.agents : [];
  return raw.map((a) => ({
    id: String(a.id ?? ""),
    name: String(a.name ?? a.id ?? ""),
    team: a.team == null ? "" : String(a.team),
    active: a.active !== false,
  }));
}

export async function createIncident(subject: string): Promise<void> {
  await callTool("create_ticket", { subject, customer: INCIDENT_CUSTOMER, priority: "urgent" });
}

/** The "Major incident" ticket with the highest id, whatever its status. */
export function findIncident(tickets: TicketSummary[]): TicketSummary | null {
  const incidents = sortById(tickets.filter((t) => t.customer === INCIDENT_CUSTOMER));
  return incidents.length > 0 ? incidents[incidents.length - 1] : null;
}

export function incidentLine(incident: TicketSummary): string {
  return `Incident ${incident.id}: ${incident.subject} (${incident.status})`;
}

/** The agent's full name (deactivated agents included), or "Unassigned". */
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
