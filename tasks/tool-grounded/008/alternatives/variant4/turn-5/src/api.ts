import { callTool } from './bridge';

export const CONTROLLER = 'AP-3';
export const HOLD_NOTE = 'Held by finance for review';

export interface CentreFigures {
  id: string;
  name: string;
  owner: string;
  budget: number;
  approved: number;
  remaining: number;
  pending: number;
  monthEnd: number | null;
}

export interface PurchaseRequest {
  id: string;
  title: string;
  requester: string;
  category: string;
  amount: number;
  cost_centre: string;
  flagged: boolean;
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
  const [list, snapshot] = await Promise.all([
    callTool('list_cost_centres', {}) as Promise<{
      cost_centres: { id: string; name: string; owner: string }[];
    }>,
    callTool('get_budget_snapshot_cached', {}) as Promise<{
      rows: { cost_centre: string; remaining: number }[];
    }>,
  ]);
  const monthEnd = new Map(snapshot.rows.map((r) => [r.cost_centre, r.remaining]));
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
        pending: live.pending_total,
        monthEnd: monthEnd.has(c.id) ? (monthEnd.get(c.id) as number) : null,
      };
    }),
  );
}

export async function loadRequests(costCentre: string): Promise<PurchaseRequest[]> {
  const res = (await callTool('list_requests', {
    status: 'submitted',
    kind: 'purchase',
    cost_centre: costCentre,
  })) as { requests: (PurchaseRequest & { kind: string; status: string })[] };
  return res.requests.filter(
    (r) => r.kind === 'purchase' && r.status === 'submitted' && r.cost_centre === costCentre,
  );
}

async function evidence(id: string): Promise<string> {
  const res = (await callTool('get_request', { request_id: id })) as { evidence_token: string };
  return res.evidence_token;
}

export async function approve(id: string): Promise<void> {
  const token = await evidence(id);
  const v = (await callTool('validate_request', {
    request_id: id,
    approver_id: CONTROLLER,
    evidence_token: token,
  })) as { version: number; validation_token: string };
  await callTool('approve_request', {
    request_id: id,
    approver_id: CONTROLLER,
    version: v.version,
    validation_token: v.validation_token,
  });
}

export async function reject(id: string, reason: string): Promise<void> {
  const token = await evidence(id);
  await callTool('reject_request', {
    request_id: id,
    approver_id: CONTROLLER,
    evidence_token: token,
    reason,
  });
}

export async function hold(id: string): Promise<void> {
  await callTool('flag_for_review', { request_id: id, note: HOLD_NOTE });
}

export interface NewRequest {
  title: string;
  requester: string;
  cost_centre: string;
  category: string;
  amount: number;
}

export async function submit(req: NewRequest): Promise<string> {
  const res = (await callTool('create_request', { kind: 'purchase', ...req })) as {
    request: { id: string };
  };
  return res.request.id;
}
