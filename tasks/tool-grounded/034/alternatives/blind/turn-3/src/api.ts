import { callTool } from "./bridge";

export interface RequestRow {
  id: string;
  title: string;
  requester: string;
  cost_centre: string;
  amount: number;
  status: string;
  decided_by: string | null;
}

export interface Payment {
  id: string;
  request_id: string;
  amount: number;
  payee: string;
  status: "draft" | "released";
  created_at: string;
}

export interface Approver {
  id: string;
  name: string;
}

export function errorMessage(err: unknown): string {
  if (err && typeof err === "object" && "message" in err) return String((err as { message: unknown }).message);
  return String(err);
}

export function compareIds(a: string, b: string): number {
  return a.localeCompare(b, "en", { numeric: true });
}

/** Approved requests (awaiting payment), in request-id order. */
export async function fetchAwaiting(): Promise<RequestRow[]> {
  const { requests } = await callTool<{ requests: RequestRow[] }>("list_requests", { status: "approved" });
  return requests.filter((r) => r.status === "approved").sort((a, b) => compareIds(a.id, b.id));
}

/** Every payment, draft and released. */
export async function fetchPayments(): Promise<Payment[]> {
  const { payments } = await callTool<{ payments: Payment[] }>("list_payments", {});
  return payments;
}

export async function fetchApprovers(): Promise<Approver[]> {
  const { approvers } = await callTool<{ approvers: Approver[] }>("list_approvers", {});
  return approvers;
}

export type ReleaseOutcome =
  | { kind: "released"; payment: Payment }
  | { kind: "not-approved"; status: string };

/**
 * Read the request again for a fresh evidence token and, only if it is still
 * approved, release its payment with that token.
 */
export async function releaseIfApproved(requestId: string): Promise<ReleaseOutcome> {
  const fresh = await callTool<{ request: RequestRow; evidence_token: string }>("get_request", {
    request_id: requestId,
  });
  if (fresh.request.status !== "approved") return { kind: "not-approved", status: fresh.request.status };
  const result = await callTool<{ payment: Payment; request: RequestRow }>("release_payment", {
    request_id: requestId,
    evidence_token: fresh.evidence_token,
  });
  return { kind: "released", payment: result.payment };
}
