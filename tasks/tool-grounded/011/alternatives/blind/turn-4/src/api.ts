import { callTool } from "./bridge";

export type RequestSummary = {
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
  submitted_at: string;
};

export type CostCentre = { id: string; name: string; owner: string };

export type Budget = {
  cost_centre: string;
  name: string;
  fiscal_year: string;
  budget: number;
  approved_total: number;
  remaining: number;
  pending_total: number;
  as_of: string;
};

export type KindFilter = "all" | "expense" | "purchase";

export async function loadSubmitted(kind: KindFilter): Promise<RequestSummary[]> {
  const args: Record<string, string> = { status: "submitted" };
  if (kind !== "all") args.kind = kind;
  const out = await callTool<{ requests: RequestSummary[] }>("list_requests", args);
  return [...out.requests].sort((a, b) => a.id.localeCompare(b.id));
}

export async function loadPolicyLimits(): Promise<Record<string, number>> {
  const out = await callTool<{ category_limits: Record<string, number> }>("get_policy_limits", {});
  return out.category_limits;
}

export async function loadBudgets(): Promise<Budget[]> {
  const centres = await callTool<{ cost_centres: CostCentre[] }>("list_cost_centres", {});
  const budgets: Budget[] = [];
  for (const centre of centres.cost_centres) {
    budgets.push(await callTool<Budget>("get_budget", { cost_centre: centre.id }));
  }
  return budgets;
}

export function errorMessage(err: unknown): string {
  if (err && typeof err === "object" && "message" in err) return String((err as { message: unknown }).message);
  return String(err);
}

export type Approver = {
  id: string;
  name: string;
  title: string;
  approval_limit: number;
  cost_centres: string[];
  active: boolean;
};

export type HistoryEntry = { at: string; action: string; by: string; note: string };

export type FullRequest = RequestSummary & { version: number; history: HistoryEntry[] };

export type Validation = {
  request_id: string;
  version: number;
  approver_id: string;
  validation_token: string;
  amount: number;
  remaining_before: number;
  projected_remaining: number;
  checks: string[];
};

/** Active approvers who cover one cost centre, in the order the system lists them. */
export async function loadApproversFor(costCentre: string): Promise<Approver[]> {
  const out = await callTool<{ approvers: Approver[] }>("list_approvers", { cost_centre: costCentre });
  return out.approvers.filter((a) => a.active && a.cost_centres.includes(costCentre));
}

export async function readRequest(requestId: string): Promise<{ request: FullRequest; evidence_token: string }> {
  return callTool<{ request: FullRequest; evidence_token: string }>("get_request", { request_id: requestId });
}

export async function validate(requestId: string, approverId: string, evidenceToken: string): Promise<Validation> {
  return callTool<Validation>("validate_request", {
    request_id: requestId,
    approver_id: approverId,
    evidence_token: evidenceToken,
  });
}

export function errorCode(err: unknown): string {
  if (err && typeof err === "object" && "code" in err) return String((err as { code: unknown }).code);
  return "error";
}

/** History oldest first, one line per entry: "2026-02-23 submitted by Kai Nakamura". */
export function historyLines(history: HistoryEntry[]): string[] {
  return [...history]
    .map((h, i) => ({ h, i }))
    .sort((a, b) => (a.h.at === b.h.at ? a.i - b.i : a.h.at < b.h.at ? -1 : 1))
    .map(({ h }) => `${h.at.slice(0, 10)} ${h.action} by ${h.by}`);
}

export async function flagRequest(requestId: string, note: string): Promise<void> {
  await callTool("flag_for_review", { request_id: requestId, note });
}

export type Payment = {
  id: string;
  request_id: string;
  amount: number;
  payee: string;
  status: "draft" | "released";
  created_at: string;
};

/** Approved requests (not paid ones), in request-id order. */
export async function loadApproved(): Promise<RequestSummary[]> {
  const out = await callTool<{ requests: RequestSummary[] }>("list_requests", { status: "approved" });
  return out.requests.filter((r) => r.status === "approved").sort((a, b) => a.id.localeCompare(b.id));
}

export async function loadPayments(): Promise<Payment[]> {
  const out = await callTool<{ payments: Payment[] }>("list_payments", {});
  return out.payments;
}

export async function draftPayment(requestId: string): Promise<Payment> {
  const out = await callTool<{ payment: Payment }>("draft_payment", { request_id: requestId });
  return out.payment;
}

/** "PAY-7012" -> 7012, for newest-first ordering. */
export function paymentNumber(id: string): number {
  const n = Number(id.replace(/^\D+/, ""));
  return Number.isFinite(n) ? n : 0;
}
