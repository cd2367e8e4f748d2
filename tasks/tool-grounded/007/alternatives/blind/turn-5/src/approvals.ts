import { callTool } from "./bridge";

export const APPROVER_ID = "AP-1";
export const MY_CENTRES = ["CC-410", "CC-420"];

export type Claim = {
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
  rejection_reason: string | null;
};

export type Budget = {
  cost_centre: string;
  name: string;
  budget: number;
  approved_total: number;
  remaining: number;
  pending_total: number;
};

/** Submitted expense claims, for one of Dana's cost centres or (centre = null) for both. */
export async function loadAwaiting(centre: string | null): Promise<Claim[]> {
  const args: Record<string, unknown> = { status: "submitted", kind: "expense" };
  if (centre) args.cost_centre = centre;
  const out = await callTool<{ requests: Claim[] }>("list_requests", args);
  return out.requests.filter((r) => MY_CENTRES.includes(r.cost_centre));
}

/** Live budget figures, one get_budget call per cost centre. */
export async function loadBudgets(): Promise<Budget[]> {
  return Promise.all(MY_CENTRES.map((cc) => callTool<Budget>("get_budget", { cost_centre: cc })));
}

type ReadOut = { request: Claim & { version: number }; evidence_token: string };
type ValidationOut = { request_id: string; version: number; validation_token: string; projected_remaining: number };

export async function readClaim(id: string): Promise<ReadOut> {
  return callTool<ReadOut>("get_request", { request_id: id });
}

/** get_request -> validate_request -> approve_request, as Dana (AP-1). */
export async function approveClaim(id: string): Promise<void> {
  const read = await readClaim(id);
  const check = await callTool<ValidationOut>("validate_request", {
    request_id: id,
    approver_id: APPROVER_ID,
    evidence_token: read.evidence_token,
  });
  await callTool("approve_request", {
    request_id: id,
    approver_id: APPROVER_ID,
    version: check.version,
    validation_token: check.validation_token,
  });
}

export function errorCode(err: unknown): string {
  if (err && typeof err === "object" && "code" in err && typeof (err as { code: unknown }).code === "string") {
    return (err as { code: string }).code;
  }
  return "error";
}

/** Dana's expense claims that already have a decision (approved, rejected or paid). */
export async function loadDecided(): Promise<Claim[]> {
  const out = await callTool<{ requests: Claim[] }>("list_requests", { kind: "expense" });
  return out.requests.filter((r) => MY_CENTRES.includes(r.cost_centre) && r.status !== "submitted");
}

/** get_request for the evidence token, then reject_request as AP-1. */
export async function rejectClaim(id: string, reason: string): Promise<void> {
  const read = await readClaim(id);
  await callTool("reject_request", {
    request_id: id,
    approver_id: APPROVER_ID,
    evidence_token: read.evidence_token,
    reason,
  });
}

export function errorText(err: unknown): string {
  if (err instanceof Error) return err.message;
  return String(err);
}

export async function flagClaim(id: string, note: string): Promise<void> {
  await callTool("flag_for_review", { request_id: id, note });
}

/** Pay an approved claim now: get_request for the evidence token, then release_payment. */
export async function payClaim(id: string): Promise<{ id: string; status: string }> {
  const read = await readClaim(id);
  const out = await callTool<{ payment: { id: string; status: string } }>("release_payment", {
    request_id: id,
    evidence_token: read.evidence_token,
  });
  return out.payment;
}
