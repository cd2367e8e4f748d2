import { callTool } from "./bridge";

export const APPROVER_ID = "AP-1";
export const MY_CENTRES = ["CC-410", "CC-420"];

export type Claim = {
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
  rejection_reason: string | null;
};

export type Budget = {
  cost_centre: string;
  name: string;
  budget: number;
  approved_total: number;
  remaining: number;
  pending_total: number;
};

export async function loadAwaiting(): Promise<Claim[]> {
  const out = await callTool<{ requests: Claim[] }>("list_requests", { status: "submitted", kind: "expense" });
  return out.requests.filter((r) => MY_CENTRES.includes(r.cost_centre));
}

/** Live budget figures, one get_budget call per cost centre. */
export async function loadBudgets(): Promise<Budget[]> {
  return Promise.all(MY_CENTRES.map((cc) => callTool<Budget>("get_budget", { cost_centre: cc })));
}
