import { callTool } from "../bridge";

export type CentreSummary = { id: string; name: string; owner: string };

export type LiveBudget = {
  cost_centre: string;
  name: string;
  fiscal_year: string;
  budget: number;
  approved_total: number;
  remaining: number;
  pending_total: number;
};

export type CentreRow = CentreSummary & {
  budget: number;
  approved: number;
  remaining: number;
  pending: number;
};

/** list_cost_centres, then the live get_budget of each one. */
export async function readFigures(): Promise<CentreRow[]> {
  const { cost_centres } = await callTool<{ cost_centres: CentreSummary[] }>("list_cost_centres", {});
  const budgets = await Promise.all(
    cost_centres.map((c) => callTool<LiveBudget>("get_budget", { cost_centre: c.id })),
  );
  return cost_centres.map((c, i) => ({
    ...c,
    budget: budgets[i].budget,
    approved: budgets[i].approved_total,
    remaining: budgets[i].remaining,
    pending: budgets[i].pending_total,
  }));
}

export function messageOf(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

export const CONTROLLER = "AP-3";

export type PurchaseRequest = {
  id: string;
  kind: "expense" | "purchase";
  title: string;
  requester: string;
  cost_centre: string;
  category: string;
  amount: number;
  status: string;
  flagged: boolean;
  flag_note: string | null;
};

/** Submitted purchase requests of one cost centre. */
export async function readRequests(centreId: string): Promise<PurchaseRequest[]> {
  const out = await callTool<{ requests: PurchaseRequest[] }>("list_requests", {
    cost_centre: centreId,
    kind: "purchase",
    status: "submitted",
  });
  return out.requests.filter((r) => r.kind === "purchase" && r.status === "submitted");
}

async function evidenceFor(requestId: string): Promise<string> {
  const out = await callTool<{ evidence_token: string }>("get_request", { request_id: requestId });
  return out.evidence_token;
}

/** Ingrid's approval: evidence -> validate_request -> approve_request with the validated version. */
export async function approveAsController(requestId: string): Promise<void> {
  const evidence = await evidenceFor(requestId);
  const validation = await callTool<{ version: number; validation_token: string }>("validate_request", {
    request_id: requestId,
    approver_id: CONTROLLER,
    evidence_token: evidence,
  });
  await callTool("approve_request", {
    request_id: requestId,
    approver_id: CONTROLLER,
    version: validation.version,
    validation_token: validation.validation_token,
  });
}

export function codeOf(err: unknown): string {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === "string" && code ? code : "error";
}
