import { callTool } from "./bridge";

export const COST_CENTRE = "CC-410";

export interface RequestRow {
  id: string;
  kind: "expense" | "purchase";
  title: string;
  requester: string;
  cost_centre: string;
  category: string;
  amount: number;
  status: "submitted" | "approved" | "rejected" | "paid";
  flagged: boolean;
  flag_note: string | null;
  submitted_at: string;
  decided_by: string | null;
  decided_at: string | null;
  rejection_reason: string | null;
}

export interface Budget {
  cost_centre: string;
  name: string;
  fiscal_year: string;
  budget: number;
  approved_total: number;
  remaining: number;
  pending_total: number;
  as_of: string;
}

export function errorMessage(err: unknown): string {
  if (err && typeof err === "object" && "message" in err) return String((err as { message: unknown }).message);
  return String(err);
}

export async function fetchRequests(): Promise<RequestRow[]> {
  const out = await callTool<{ requests: RequestRow[] }>("list_requests", { cost_centre: COST_CENTRE });
  return out.requests;
}

export async function fetchBudget(): Promise<Budget> {
  return callTool<Budget>("get_budget", { cost_centre: COST_CENTRE });
}

export function toCents(n: number): number {
  return Math.round(n * 100);
}

/** remaining minus pending, in cents */
export function availableCents(b: Budget): number {
  return toCents(b.remaining) - toCents(b.pending_total);
}

export interface FullRequest extends RequestRow {
  version: number;
}

export async function fetchRequest(id: string): Promise<{ request: FullRequest; evidence_token: string }> {
  return callTool<{ request: FullRequest; evidence_token: string }>("get_request", { request_id: id });
}

export async function fetchPolicyLimits(): Promise<Record<string, number>> {
  const out = await callTool<{ category_limits: Record<string, number> }>("get_policy_limits", {});
  return out.category_limits;
}

export interface NewRequestInput {
  kind: "expense" | "purchase";
  title: string;
  requester: string;
  category: string;
  amount: number;
}

export async function createRequest(input: NewRequestInput): Promise<FullRequest> {
  const out = await callTool<{ request: FullRequest }>("create_request", {
    kind: input.kind,
    title: input.title,
    requester: input.requester,
    cost_centre: COST_CENTRE,
    category: input.category,
    amount: input.amount,
  });
  return out.request;
}

export interface Approver {
  id: string;
  name: string;
  title: string;
  approval_limit: number;
  cost_centres: string[];
  active: boolean;
}

export async function fetchApprovers(costCentre?: string): Promise<Approver[]> {
  const args = costCentre ? { cost_centre: costCentre } : {};
  const out = await callTool<{ approvers: Approver[] }>("list_approvers", args);
  return out.approvers.map((a) => ({ ...a, active: a.active !== false }));
}

export const RESUBMIT_SUFFIX = " (resubmitted)";
