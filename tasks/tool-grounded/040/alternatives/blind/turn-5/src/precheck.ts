import { callTool } from "./bridge";
import { COST_CENTRE, errorMessage, fetchApprovers, fetchRequest, toCents, type Approver, type RequestRow } from "./api";
import { formatUsd } from "./format";

interface ValidateOut {
  request_id: string;
  version: number;
  approver_id: string;
  validation_token: string;
  amount: number;
  remaining_before: number;
  projected_remaining: number;
  checks: string[];
}

const byId = (a: Approver, b: Approver) => a.id.localeCompare(b.id, "en", { numeric: true });

/** Among active approvers, the smallest approval limit that is at least the amount; ties go to the lower id. */
export function pickApprover(approvers: Approver[], amount: number): Approver | null {
  const amountCents = toCents(amount);
  const able = approvers
    .filter((a) => a.active && toCents(a.approval_limit) >= amountCents)
    .sort((a, b) => toCents(a.approval_limit) - toCents(b.approval_limit) || byId(a, b));
  return able[0] ?? null;
}

/** Runs the system's own check for one submitted request and returns the line to show. Never writes. */
export async function runPrecheck(row: RequestRow): Promise<string> {
  let approvers: Approver[];
  try {
    approvers = await fetchApprovers(COST_CENTRE);
  } catch (err) {
    return `${row.id}: could not read the approvers: ${errorMessage(err)}`;
  }
  const approver = pickApprover(approvers, row.amount);
  if (!approver) return `${row.id}: no approver can approve ${formatUsd(row.amount)}`;

  let token: string;
  try {
    const read = await fetchRequest(row.id);
    token = read.evidence_token;
  } catch (err) {
    return `${row.id}: could not read the request: ${errorMessage(err)}`;
  }

  try {
    const out = await callTool<ValidateOut>("validate_request", {
      request_id: row.id,
      approver_id: approver.id,
      evidence_token: token,
    });
    return `${row.id} passes for ${approver.name}: ${formatUsd(out.projected_remaining)} would remain`;
  } catch (err) {
    return `${row.id} would be refused: ${errorMessage(err)}`;
  }
}
