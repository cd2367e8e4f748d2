import { callTool } from './bridge';
import { toCents } from './money';

export interface CentreFigures {
  id: string;
  name: string;
  owner: string;
  budgetCents: number;
  approvedCents: number;
  remainingCents: number;
}

interface CentreListing {
  cost_centres: { id: string; name: string; owner: string }[];
}

interface LiveBudget {
  cost_centre: string;
  budget: number;
  approved_total: number;
  remaining: number;
  pending_total: number;
}

/** Cost centres from list_cost_centres, each with its live get_budget figures. */
export async function readCentreFigures(): Promise<CentreFigures[]> {
  const listing = (await callTool('list_cost_centres', {})) as CentreListing;
  const figures: CentreFigures[] = [];
  for (const centre of listing.cost_centres) {
    const live = (await callTool('get_budget', { cost_centre: centre.id })) as LiveBudget;
    figures.push({
      id: centre.id,
      name: centre.name,
      owner: centre.owner,
      budgetCents: toCents(live.budget),
      approvedCents: toCents(live.approved_total),
      remainingCents: toCents(live.remaining),
    });
  }
  return figures;
}

export function toolErrorCode(err: unknown): string {
  if (err && typeof err === 'object' && 'code' in err) return String((err as { code: unknown }).code);
  return 'error';
}

export function toolErrorMessage(err: unknown): string {
  if (err && typeof err === 'object' && 'message' in err) return String((err as { message: unknown }).message);
  return String(err);
}
