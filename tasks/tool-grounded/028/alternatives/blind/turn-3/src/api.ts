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

export async function reservePart(workOrderId: string, sku: string, quantity: number, evidenceToken: string): Promise<void> {
  await callTool("reserve_part", { work_order_id: workOrderId, sku, quantity, evidence_token: evidenceToken });
}

export async function issuePart(workOrderId: string, sku: string, quantity: number): Promise<void> {
  await callTool("issue_part", { work_order_id: workOrderId, sku, quantity });
}

export const QUANTITY_MESSAGE = "Quantity must be a whole number from 1 to 50";

/** A whole number from 1 to 50, or null. */
export function parseQuantity(text: string): number | null {
  const t = text.trim();
  if (!/^\d+$/.test(t)) return null;
  const n = Number(t);
  return n >= 1 && n <= 50 ? n : null;
}

export function wipMessage(order: { id: string; status: string }): string {
  return `${order.id} is ${statusText(order.status)}: parts are issued only to work in progress`;
}

export async function returnPart(workOrderId: string, sku: string, quantity: number): Promise<void> {
  await callTool("return_part", { work_order_id: workOrderId, sku, quantity });
}

export async function releasePart(workOrderId: string, sku: string, quantity: number): Promise<void> {
  await callTool("release_part", { work_order_id: workOrderId, sku, quantity });
}
