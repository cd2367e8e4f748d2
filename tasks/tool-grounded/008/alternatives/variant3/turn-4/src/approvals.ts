import { callTool } from './bridge';
import { toCents } from './money';

export interface CentreFigures {
  id: string;
  name: string;
  owner: string;
  budgetCents: number;
  approvedCents: number;
  remainingCents: number;
  pendingCents: number;
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
      pendingCents: toCents(live.pending_total),
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

export const CATEGORIES = ['Travel', 'Meals', 'Lodging', 'Training', 'Equipment', 'Software', 'Services'];

export interface NewPurchase {
  title: string;
  requester: string;
  costCentre: string;
  category: string;
  amount: number;
}

/** Submits a purchase request (it starts as submitted) and returns the id the system gave it. */
export async function submitPurchase(draft: NewPurchase): Promise<string> {
  const result = (await callTool('create_request', {
    kind: 'purchase',
    title: draft.title,
    requester: draft.requester,
    cost_centre: draft.costCentre,
    category: draft.category.toLowerCase(),
    amount: draft.amount,
  })) as { request: { id: string } };
  return result.request.id;
}

/** Reject as AP-3 after a fresh read for the evidence token. */
export async function rejectAsController(requestId: string, reason: string): Promise<void> {
  const read = (await callTool('get_request', { request_id: requestId })) as RequestRead;
  await callTool('reject_request', {
    request_id: requestId,
    approver_id: APPROVER_ID,
    evidence_token: read.evidence_token,
    reason,
  });
}

/** "At risk" once 90% or more of the annual budget is approved (compared in whole cents). */
export function isAtRisk(c: CentreFigures): boolean {
  return c.budgetCents > 0 && c.approvedCents * 10 >= c.budgetCents * 9;
}
