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

export type DeskData = {
  waiting: RequestSummary[];
  budgets: Budget[];
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

/** Reads the submitted requests on Marcus's cost centres and both live budgets. */
export async function loadDesk(): Promise<DeskData> {
  const [list, ...budgets] = await Promise.all([
    callTool<{ requests: RequestSummary[] }>("list_requests", { status: "submitted" }),
    ...COVER_CENTRES.map((cc) => callTool<Budget>("get_budget", { cost_centre: cc })),
  ]);
  const waiting = list.requests.filter((r) => r.status === "submitted" && isCoverCentre(r.cost_centre));
  return { waiting, budgets };
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
