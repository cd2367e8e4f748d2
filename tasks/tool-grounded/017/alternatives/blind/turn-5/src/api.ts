import { callTool, ToolError } from "./bridge";

export const COVER_CENTRES = ["CC-300", "CC-220"] as const;
/** A single request above this amount is left for Marcus. */
export const COVER_LIMIT_CENTS = 250000;

export type RequestSummary = {
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
  submitted_at: string;
  decided_by: string | null;
  decided_at: string | null;
  rejection_reason: string | null;
};

export type Budget = {
  cost_centre: string;
  name: string;
  fiscal_year: string;
  budget: number;
  approved_total: number;
  remaining: number;
  pending_total: number;
  as_of: string;
};

/** Marcus capped Ingrid's approvals during his leave at $4,000.00 in total. */
export const ALLOWANCE_CENTS = 400000;

export type DeskData = {
  waiting: RequestSummary[];
  budgets: Budget[];
  /** Requests on CC-300 / CC-220 that AP-3 decided, latest decision first. */
  decided: RequestSummary[];
  /** Sum of CC-300 / CC-220 requests AP-3 approved (now approved or paid), in cents. */
  allowanceUsedCents: number;
  /** Draft payment id per request id. */
  drafts: Record<string, string>;
  handover: Handover;
};

export type Handover = {
  approvedCount: number;
  approvedCents: number;
  rejectedCount: number;
  heldCount: number;
  heldCents: number;
};

export type Payment = {
  id: string;
  request_id: string;
  amount: number;
  payee: string;
  status: "draft" | "released";
  created_at: string;
};

export function isCoverCentre(costCentre: string): boolean {
  return (COVER_CENTRES as readonly string[]).includes(costCentre);
}

export function cents(amount: number): number {
  return Math.round(amount * 100);
}

export function withinCover(request: RequestSummary): boolean {
  return cents(request.amount) <= COVER_LIMIT_CENTS;
}

function decidedTime(r: RequestSummary): number {
  const t = Date.parse(r.decided_at ?? "");
  return Number.isNaN(t) ? 0 : t;
}

/** Latest decision first; ties fall back to the timestamp text, then the id. */
function latestFirst(a: RequestSummary, b: RequestSummary): number {
  const diff = decidedTime(b) - decidedTime(a);
  if (diff !== 0) return diff;
  const at = (b.decided_at ?? "").localeCompare(a.decided_at ?? "");
  if (at !== 0) return at;
  return b.id.localeCompare(a.id);
}

export function approvedByCover(r: RequestSummary): boolean {
  return r.decided_by === COVER_APPROVER && (r.status === "approved" || r.status === "paid");
}

/** Reads every live request (all statuses) and both live budgets, and derives the desk's figures. */
export async function loadDesk(): Promise<DeskData> {
  const [list, payments, ...budgets] = await Promise.all([
    callTool<{ requests: RequestSummary[] }>("list_requests", {}),
    callTool<{ payments: Payment[] }>("list_payments", {}),
    ...COVER_CENTRES.map((cc) => callTool<Budget>("get_budget", { cost_centre: cc })),
  ]);
  const ours = list.requests.filter((r) => isCoverCentre(r.cost_centre));
  const waiting = ours.filter((r) => r.status === "submitted");
  const decided = ours
    .filter((r) => r.decided_by === COVER_APPROVER && r.status !== "submitted")
    .sort(latestFirst);
  const approved = ours.filter(approvedByCover);
  const allowanceUsedCents = approved.reduce((sum, r) => sum + cents(r.amount), 0);
  const held = waiting.filter((r) => r.flagged);
  const handover: Handover = {
    approvedCount: approved.length,
    approvedCents: allowanceUsedCents,
    rejectedCount: ours.filter((r) => r.decided_by === COVER_APPROVER && r.status === "rejected").length,
    heldCount: held.length,
    heldCents: held.reduce((sum, r) => sum + cents(r.amount), 0),
  };
  const drafts: Record<string, string> = {};
  for (const p of payments.payments) {
    if (p.status === "draft" && !(p.request_id in drafts)) drafts[p.request_id] = p.id;
  }
  return { waiting, budgets, decided, allowanceUsedCents, drafts, handover };
}

export function errorCode(err: unknown): string {
  return err instanceof ToolError ? err.code : "error";
}

export function errorMessage(err: unknown): string {
  if (err instanceof Error) return err.message;
  return String(err);
}

/** Ingrid Sato, Finance Controller: she always acts in her own name. */
export const COVER_APPROVER = "AP-3";

type GetRequestOut = { request: RequestSummary & { version: number }; evidence_token: string };
type ValidateOut = { request_id: string; version: number; validation_token: string };

/** Fresh read for an evidence token, validation for AP-3, then approval with that validation. */
export async function approveAsCover(requestId: string): Promise<void> {
  const read = await callTool<GetRequestOut>("get_request", { request_id: requestId });
  const check = await callTool<ValidateOut>("validate_request", {
    request_id: requestId,
    approver_id: COVER_APPROVER,
    evidence_token: read.evidence_token,
  });
  await callTool("approve_request", {
    request_id: requestId,
    approver_id: COVER_APPROVER,
    version: check.version,
    validation_token: check.validation_token,
  });
}

export const HOLD_NOTE = "Held for Marcus Oyelaran's return";
export const REJECTION_PREFIX = "Covering for Marcus: ";

/** Fresh read for an evidence token, then rejection as AP-3 with the cover prefix. */
export async function rejectAsCover(requestId: string, reason: string): Promise<void> {
  const read = await callTool<GetRequestOut>("get_request", { request_id: requestId });
  await callTool("reject_request", {
    request_id: requestId,
    approver_id: COVER_APPROVER,
    evidence_token: read.evidence_token,
    reason: REJECTION_PREFIX + reason,
  });
}

/** Flags the request for review so it waits for Marcus; neither approves nor rejects it. */
export async function holdForMarcus(requestId: string): Promise<void> {
  await callTool("flag_for_review", { request_id: requestId, note: HOLD_NOTE });
}

/** Asks the system for a draft payment only; nothing is released from this desk. */
export async function prepareDraft(requestId: string): Promise<Payment> {
  const out = await callTool<{ payment: Payment }>("draft_payment", { request_id: requestId });
  return out.payment;
}
