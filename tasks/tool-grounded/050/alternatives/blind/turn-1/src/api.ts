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

export function problemText(err: unknown): string {
  if (err && typeof err === "object" && "message" in err) {
    return String((err as { message: unknown }).message);
  }
  return String(err);
}
