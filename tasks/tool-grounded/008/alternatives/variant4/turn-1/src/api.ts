import { callTool } from './bridge';

export interface CentreFigures {
  id: string;
  name: string;
  owner: string;
  budget: number;
  approved: number;
  remaining: number;
}

interface BudgetOut {
  cost_centre: string;
  name: string;
  budget: number;
  approved_total: number;
  remaining: number;
  pending_total: number;
}

export function codeOf(err: unknown): string {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code ? code : 'error';
}

export async function loadFigures(): Promise<CentreFigures[]> {
  const list = (await callTool('list_cost_centres', {})) as {
    cost_centres: { id: string; name: string; owner: string }[];
  };
  return Promise.all(
    list.cost_centres.map(async (c) => {
      const live = (await callTool('get_budget', { cost_centre: c.id })) as BudgetOut;
      return {
        id: c.id,
        name: c.name,
        owner: c.owner,
        budget: live.budget,
        approved: live.approved_total,
        remaining: live.remaining,
      };
    }),
  );
}
