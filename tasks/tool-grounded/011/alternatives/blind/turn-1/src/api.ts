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

export async function loadSubmitted(): Promise<RequestSummary[]> {
  const out = await callTool<{ requests: RequestSummary[] }>("list_requests", { status: "submitted" });
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
