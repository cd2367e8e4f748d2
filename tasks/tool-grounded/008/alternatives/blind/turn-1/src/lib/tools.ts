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
