import { callTool, ToolError } from "./bridge";

export type RequestSummary = {
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
};

export type Limits = Record<string, number>;

export type Approver = {
  id: string;
  name: string;
  title: string;
  approval_limit: number;
  cost_centres: string[];
  active?: boolean;
};

/** Every live request, unfiltered. */
export async function listRequests(): Promise<RequestSummary[]> {
  const result = await callTool<{ requests: RequestSummary[] }>("list_requests", {});
  return result.requests;
}

/** The live spending policy: the largest amount one request may have in each category. */
export async function getPolicyLimits(): Promise<Limits> {
  const result = await callTool<{ category_limits: Limits }>("get_policy_limits", {});
  return result.category_limits;
}

export function errorText(error: unknown): string {
  if (error instanceof ToolError) return error.message;
  if (error instanceof Error) return error.message;
  return String(error);
}

export type RequestDetail = RequestSummary & { version?: number };

/** One request in full, read at this moment. */
export async function getRequest(requestId: string): Promise<RequestDetail> {
  const result = await callTool<{ request: RequestDetail; evidence_token: string }>("get_request", {
    request_id: requestId,
  });
  return result.request;
}

/** Mark a submitted request for a second look by finance. Never approves or rejects. */
export async function flagForReview(requestId: string, note: string): Promise<RequestDetail> {
  const result = await callTool<{ request: RequestDetail }>("flag_for_review", { request_id: requestId, note });
  return result.request;
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ToolError && error.code === "not_found";
}

/** Every approver (no cost-centre filter). */
export async function listApprovers(): Promise<Approver[]> {
  const result = await callTool<{ approvers: Approver[] }>("list_approvers", {});
  return result.approvers;
}
