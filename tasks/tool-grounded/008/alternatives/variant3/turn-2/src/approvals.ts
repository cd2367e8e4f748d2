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

export const APPROVER_ID = 'AP-3';

export interface PurchaseRequest {
  id: string;
  kind: string;
  title: string;
  requester: string;
  cost_centre: string;
  category: string;
  amount: number;
  status: string;
  flagged: boolean;
  flag_note: string | null;
}

/** Submitted (undecided) purchase requests of one cost centre. */
export async function readOpenPurchases(costCentre: string): Promise<PurchaseRequest[]> {
  const result = (await callTool('list_requests', {
    status: 'submitted',
    kind: 'purchase',
    cost_centre: costCentre,
  })) as { requests: PurchaseRequest[] };
  return result.requests.filter((r) => r.kind === 'purchase' && r.status === 'submitted');
}

interface RequestRead {
  request: PurchaseRequest & { version: number };
  evidence_token: string;
}

interface Validation {
  request_id: string;
  version: number;
  validation_token: string;
  projected_remaining: number;
}

/** get_request → validate_request → approve_request, as approver AP-3. Returns the request's cost centre. */
export async function approveAsController(requestId: string): Promise<string> {
  const read = (await callTool('get_request', { request_id: requestId })) as RequestRead;
  const validation = (await callTool('validate_request', {
    request_id: requestId,
    approver_id: APPROVER_ID,
    evidence_token: read.evidence_token,
  })) as Validation;
  await callTool('approve_request', {
    request_id: requestId,
    approver_id: APPROVER_ID,
    version: validation.version,
    validation_token: validation.validation_token,
  });
  return read.request.cost_centre;
}
