import { callTool } from "./bridge";

export interface PartRow {
  sku: string;
  name: string;
  unit_cost: number;
  on_hand: number;
  reserved: number;
  available: number;
  reorder_level: number;
  low_stock: boolean;
}

export interface PartLine {
  sku: string;
  name: string;
  unit_cost: number;
  reserved: number;
  issued: number;
  returned: number;
  net_issued: number;
  cost: number;
}

export interface WorkOrder {
  id: string;
  title: string;
  status: string;
  priority: string;
  parts: PartLine[];
  parts_cost: number;
  [key: string]: unknown;
}

export function errorMessage(err: unknown): string {
  if (err && typeof err === "object" && "message" in err) return String((err as { message: unknown }).message);
  return String(err);
}

export function errorCode(err: unknown): string {
  if (err && typeof err === "object" && "code" in err) return String((err as { code: unknown }).code);
  return "";
}

/** Live spare parts, in SKU order. */
export async function fetchParts(): Promise<PartRow[]> {
  const { parts } = await callTool<{ parts: PartRow[] }>("list_parts", {});
  return [...parts].sort((a, b) => (a.sku < b.sku ? -1 : a.sku > b.sku ? 1 : 0));
}

export async function fetchOrder(id: string): Promise<{ work_order: WorkOrder; evidence_token: string }> {
  return callTool("get_work_order", { work_order_id: id });
}

export function money(value: number): string {
  const cents = Math.round(value * 100) / 100;
  return "$" + cents.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

export function statusText(status: string): string {
  return status.replace(/_/g, " ");
}

export function normaliseId(raw: string): string {
  return raw.trim().toUpperCase();
}
