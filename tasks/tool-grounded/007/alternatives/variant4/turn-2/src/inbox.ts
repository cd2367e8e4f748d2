import { callTool } from './bridge';

export const APPROVER = 'AP-1';
export const MY_CENTRES = ['CC-410', 'CC-420'] as const;
export type CentreFilter = 'All' | 'CC-410' | 'CC-420';

export interface Claim {
  id: string;
  kind: string;
  title: string;
  requester: string;
  cost_centre: string;
  amount: number;
  status: 'submitted' | 'approved' | 'rejected' | 'paid';
  flagged: boolean;
  flag_note: string | null;
  rejection_reason: string | null;
}

export interface Budget {
  cost_centre: string;
  name: string;
  remaining: number;
  pending_total: number;
}

interface RequestList {
  requests: Claim[];
}

function mine(c: Claim): boolean {
  return c.kind === 'expense' && (MY_CENTRES as readonly string[]).includes(c.cost_centre);
}

export async function fetchAwaiting(filter: CentreFilter): Promise<Claim[]> {
  const args: Record<string, string> = { status: 'submitted', kind: 'expense' };
  if (filter !== 'All') args.cost_centre = filter;
  const res = (await callTool('list_requests', args)) as RequestList;
  return res.requests.filter((c) => c.status === 'submitted' && mine(c));
}

export async function fetchBudgets(): Promise<Budget[]> {
  return Promise.all(
    MY_CENTRES.map(async (cc) => (await callTool('get_budget', { cost_centre: cc })) as Budget),
  );
}

export function errorCode(err: unknown): string {
  if (err && typeof err === 'object' && 'code' in err) {
    return String((err as { code: unknown }).code);
  }
  return 'error';
}

async function evidenceFor(id: string): Promise<string> {
  const res = (await callTool('get_request', { request_id: id })) as { evidence_token: string };
  return res.evidence_token;
}

export async function approveClaim(id: string): Promise<void> {
  const evidence_token = await evidenceFor(id);
  const check = (await callTool('validate_request', {
    request_id: id,
    approver_id: APPROVER,
    evidence_token,
  })) as { validation_token: string; version: number };
  await callTool('approve_request', {
    request_id: id,
    approver_id: APPROVER,
    version: check.version,
    validation_token: check.validation_token,
  });
}
