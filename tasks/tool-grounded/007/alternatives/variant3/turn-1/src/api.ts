import { callTool } from './bridge';
import type { Budget, Claim } from './types';
import { COST_CENTRES } from './types';

interface ListRequestsResult {
  requests: Claim[];
}

const byId = (a: Claim, b: Claim) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** Submitted expense claims, read per cost centre so the tools do the filtering. */
export async function readAwaiting(): Promise<Claim[]> {
  const claims: Claim[] = [];
  for (const centre of COST_CENTRES) {
    const res = await callTool<ListRequestsResult>('list_requests', {
      status: 'submitted',
      kind: 'expense',
      cost_centre: centre,
    });
    claims.push(...res.requests.filter((r) => r.kind === 'expense' && r.status === 'submitted'));
  }
  return claims.sort(byId);
}

/** Live budgets (get_budget), never the cached month-end snapshot. */
export async function readBudgets(): Promise<Budget[]> {
  const budgets: Budget[] = [];
  for (const centre of COST_CENTRES) {
    budgets.push(await callTool<Budget>('get_budget', { cost_centre: centre }));
  }
  return budgets;
}

export function errorCode(err: unknown): string {
  if (err && typeof err === 'object' && 'code' in err) {
    const code = (err as { code: unknown }).code;
    if (typeof code === 'string' && code) return code;
  }
  return 'error';
}
