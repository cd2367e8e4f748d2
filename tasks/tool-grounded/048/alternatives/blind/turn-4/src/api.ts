import { callTool } from "./bridge";

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

export type Payment = {
  id: string;
  request_id: string;
  amount: number;
  payee: string;
  status: "draft" | "released";
  created_at: string;
};

export async function fetchApprovedRequests(): Promise<RequestSummary[]> {
  const out = await callTool<{ requests: RequestSummary[] }>("list_requests", { status: "approved" });
  return out.requests ?? [];
}

export async function fetchPayments(): Promise<Payment[]> {
  const out = await callTool<{ payments: Payment[] }>("list_payments", {});
  return out.payments ?? [];
}

export function problemText(err: unknown): string {
  if (err && typeof err === "object" && "message" in err) {
    return String((err as { message: unknown }).message);
  }
  return String(err);
}

export type DraftResult = { payment: Payment; request: RequestSummary };

export async function draftPayment(requestId: string): Promise<DraftResult> {
  return callTool<DraftResult>("draft_payment", { request_id: requestId });
}

export async function readRequest(requestId: string): Promise<{ request: RequestSummary; evidence_token: string }> {
  return callTool<{ request: RequestSummary; evidence_token: string }>("get_request", { request_id: requestId });
}

export type CostCentreSummary = { id: string; name: string; owner: string };

export async function fetchCostCentres(): Promise<CostCentreSummary[]> {
  const out = await callTool<{ cost_centres: CostCentreSummary[] }>("list_cost_centres", {});
  return out.cost_centres ?? [];
}
