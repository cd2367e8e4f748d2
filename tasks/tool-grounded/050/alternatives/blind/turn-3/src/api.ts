import { callTool } from "./bridge";

export type AssetRow = {
  id: string;
  name: string;
  site_id: string;
  site_name: string;
  criticality: string;
  status: string;
  open_work_orders: number;
};

export type OrderRow = {
  id: string;
  asset_id: string;
  asset_name: string;
  site_id: string;
  site_name: string;
  title: string;
  kind: string;
  priority: string;
  trade: string;
  status: string;
  assigned_to: string | null;
  technician_name: string | null;
  opened_at: string;
  due_at: string;
  overdue: boolean;
  schedule_id: string | null;
};

export type OrderDetail = OrderRow & {
  requires_parts: boolean;
  version: number;
  cancelled_at: string | null;
  cancel_reason: string | null;
};

export type OrderRead = {
  work_order: OrderDetail;
  evidence_token: string;
};

const UNFINISHED = new Set(["open", "assigned", "in_progress", "on_hold"]);

export function isUnfinished(order: { status: string }): boolean {
  return UNFINISHED.has(order.status);
}

export async function listAssets(): Promise<AssetRow[]> {
  const out = await callTool<{ assets: AssetRow[] }>("list_assets", { include_retired: true });
  return out.assets ?? [];
}

export async function listOrders(filters: Record<string, unknown> = {}): Promise<OrderRow[]> {
  const out = await callTool<{ work_orders: OrderRow[] }>("list_work_orders", filters);
  return out.work_orders ?? [];
}

export async function readOrder(id: string): Promise<OrderRead> {
  return callTool<OrderRead>("get_work_order", { work_order_id: id });
}

export async function cancelOrder(id: string, evidenceToken: string, reason: string): Promise<OrderDetail> {
  const out = await callTool<{ work_order: OrderDetail }>("cancel_work_order", {
    work_order_id: id,
    evidence_token: evidenceToken,
    reason,
  });
  return out.work_order;
}

export function problemText(err: unknown): string {
  if (err && typeof err === "object" && "message" in err) {
    return String((err as { message: unknown }).message);
  }
  return String(err);
}
