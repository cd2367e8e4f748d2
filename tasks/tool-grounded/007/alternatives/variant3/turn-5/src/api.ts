import { callTool } from './bridge';
import type { Budget, CentreFilter, Claim } from './types';
import { COST_CENTRES } from './types';

/** Dana Whitfield, the approver every decision is made as. */
export const APPROVER_ID = 'AP-1';

interface ListRequestsResult {
  requests: Claim[];
}

interface GetRequestResult {
  request: Claim & { version: number };
  evidence_token: string;
}

interface ValidateResult {
  request_id: string;
  version: number;
  validation_token: string;
  projected_remaining: number;
}

interface ReleaseResult {
  payment: { id: string; request_id: string; status: string };
}

const byId = (a: Claim, b: Claim) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** Submitted expense claims, read per cost centre so the tools do the filtering. */
export async function readAwaiting(filter: CentreFilter): Promise<Claim[]> {
  const centres = filter === 'All' ? [...COST_CENTRES] : [filter];
  const claims: Claim[] = [];
  for (const centre of centres) {
    const res = await callTool<ListRequestsResult>('list_requests', {
      status: 'submitted',
      kind: 'expense',
      cost_centre: centre,
    });
    claims.push(...res.requests.filter((r) => r.kind === 'expense' && r.status === 'submitted'));
  }
  return claims.sort(byId);
}

/** Every expense claim on Dana's cost centres that already has an outcome. */
export async function readDecided(): Promise<Claim[]> {
  const claims: Claim[] = [];
  for (const centre of COST_CENTRES) {
    const res = await callTool<ListRequestsResult>('list_requests', { kind: 'expense', cost_centre: centre });
    claims.push(...res.requests.filter((r) => r.kind === 'expense' && r.status !== 'submitted'));
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

async function evidenceFor(requestId: string): Promise<GetRequestResult> {
  return callTool<GetRequestResult>('get_request', { request_id: requestId });
}

export async function approveClaim(requestId: string): Promise<void> {
  const { evidence_token } = await evidenceFor(requestId);
  const check = await callTool<ValidateResult>('validate_request', {
    request_id: requestId,
    approver_id: APPROVER_ID,
    evidence_token,
  });
  await callTool('approve_request', {
    request_id: requestId,
    approver_id: APPROVER_ID,
    version: check.version,
    validation_token: check.validation_token,
  });
}

export async function rejectClaim(requestId: string, reason: string): Promise<void> {
  const { evidence_token } = await evidenceFor(requestId);
  await callTool('reject_request', {
    request_id: requestId,
    approver_id: APPROVER_ID,
    evidence_token,
    reason,
  });
}

export async function flagClaim(requestId: string, note: string): Promise<void> {
  await callTool('flag_for_review', { request_id: requestId, note });
}

/** Releases the payment for real (not a draft) and returns the payment id. */
export async function releaseClaim(requestId: string): Promise<string> {
  const { evidence_token } = await evidenceFor(requestId);
  const res = await callTool<ReleaseResult>('release_payment', { request_id: requestId, evidence_token });
  return res.payment.id;
}

export function errorCode(err: unknown): string {
  if (err && typeof err === 'object' && 'code' in err) {
    const code = (err as { code: unknown }).code;
    if (typeof code === 'string' && code) return code;
  }
  return 'error';
}
