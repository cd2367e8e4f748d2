import { callTool } from "./bridge";

export interface RequestRow {
  id: string;
  title: string;
  requester: string;
  cost_centre: string;
  amount: number;
  status: string;
}

export interface Payment {
  id: string;
  request_id: string;
  amount: number;
  payee: string;
  status: "draft" | "released";
  created_at: string;
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
