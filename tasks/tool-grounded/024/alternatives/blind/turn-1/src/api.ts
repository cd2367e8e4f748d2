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
