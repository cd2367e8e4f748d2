import { callTool, readResource } from "./bridge";
import { isLive, readPolicy, type Agent, type Policy, type Ticket, type TicketSummary } from "./desk";

export function errorText(err: unknown): string {
  if (err && typeof err === "object" && "message" in err) return String((err as { message: unknown }).message);
  return String(err);
}

export async function getTicket(ticketId: string): Promise<{ ticket: Ticket; evidence_token: string }> {
  return callTool("get_ticket", { ticket_id: ticketId });
}

export interface Snapshot {
  policy: Policy;
  agents: Agent[];
  summaries: TicketSummary[];
  tickets: Ticket[];
}

/** Reads the live helpdesk: policy, agents, tickets, and every open or pending ticket in full. */
export async function readSnapshot(): Promise<Snapshot> {
  const policy = readPolicy(await readResource("helpdesk://sla-policy"));
  const { agents } = await callTool<{ agents: Agent[] }>("list_agents", {});
  const { tickets: summaries } = await callTool<{ tickets: TicketSummary[] }>("list_tickets", {});
  const tickets: Ticket[] = [];
  for (const s of summaries) {
    if (!isLive(s.status)) continue;
    const { ticket } = await getTicket(s.id);
    tickets.push(ticket);
  }
  return { policy, agents, summaries, tickets };
}
