import { callTool } from "./bridge";

export interface OrderRow {
  id: string;
  asset_id: string;
  asset_name: string;
  title: string;
  priority: string;
  trade: string;
  status: string;
  assigned_to: string | null;
  technician_name: string | null;
  due_at: string;
  overdue: boolean;
}

export interface Technician {
  id: string;
  name: string;
  skills: string[];
  active: boolean;
  max_open: number;
  open_assignments: number;
  capacity_left: number;
}

export interface InHandRow extends OrderRow {
  hold_reason: string | null;
  labour_minutes: number;
}

const IN_HAND = ["assigned", "in_progress", "on_hold"];

export function errorMessage(err: unknown): string {
  if (err && typeof err === "object" && "message" in err) return String((err as { message: unknown }).message);
  return String(err);
}

/** Open work orders, P1 first, then earliest due. */
export async function fetchUnassigned(): Promise<OrderRow[]> {
  const { work_orders } = await callTool<{ work_orders: OrderRow[] }>("list_work_orders", { status: "open" });
  return work_orders
    .map((row, index) => ({ row, index }))
    .sort((a, b) => {
      if (a.row.priority !== b.row.priority) return a.row.priority < b.row.priority ? -1 : 1;
      if (a.row.due_at !== b.row.due_at) return a.row.due_at < b.row.due_at ? -1 : 1;
      return a.index - b.index;
    })
    .map(({ row }) => row);
}

interface OrderDetail {
  id: string;
  hold_reason: string | null;
  labour_minutes: number;
  labour_cost: number;
}

export async function fetchOrder(orderId: string): Promise<OrderDetail> {
  const { work_order } = await callTool<{ work_order: OrderDetail }>("get_work_order", { work_order_id: orderId });
  return work_order;
}

/** Assigned, in-progress and on-hold orders, earliest due first (the system's order), with hold reason and labour. */
export async function fetchInHand(): Promise<InHandRow[]> {
  const { work_orders } = await callTool<{ work_orders: OrderRow[] }>("list_work_orders", {});
  const rows: InHandRow[] = [];
  for (const row of work_orders) {
    if (!IN_HAND.includes(row.status)) continue;
    const detail = await fetchOrder(row.id);
    rows.push({ ...row, hold_reason: detail.hold_reason, labour_minutes: detail.labour_minutes });
  }
  return rows;
}

/** Every technician, in the system's order. */
export async function fetchTechnicians(): Promise<Technician[]> {
  const { technicians } = await callTool<{ technicians: Technician[] }>("list_technicians", {});
  return technicians;
}

/** "2026-04-14T11:10:00Z" -> "2026-04-14 11:10" (UTC). */
export function formatDue(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
}

/** Active, with the trade among their skills and with capacity left. */
export function canTake(t: Technician, trade: string): boolean {
  return t.active && t.skills.includes(trade) && t.capacity_left > 0;
}

export async function assignOrder(orderId: string, technicianId: string): Promise<{ technician_name: string | null }> {
  const { evidence_token } = await callTool<{ evidence_token: string }>("get_work_order", { work_order_id: orderId });
  const { work_order } = await callTool<{ work_order: { technician_name: string | null } }>("assign_technician", {
    work_order_id: orderId,
    technician_id: technicianId,
    evidence_token,
  });
  return work_order;
}

/** Who Dispatch urgent picks: the most capacity left, then the first name alphabetically. */
export function pickTechnician(technicians: Technician[], trade: string): Technician | null {
  const eligible = technicians.filter((t) => canTake(t, trade));
  if (eligible.length === 0) return null;
  return [...eligible].sort((a, b) => b.capacity_left - a.capacity_left || a.name.localeCompare(b.name, "en"))[0];
}

export function techState(t: Technician): string {
  if (!t.active) return "On leave";
  return t.capacity_left > 0 ? "Free" : "Full";
}

export function statusText(status: string): string {
  return status.replace(/_/g, " ");
}

export async function startWork(orderId: string): Promise<void> {
  await callTool("start_work", { work_order_id: orderId });
}

export async function putOnHold(orderId: string, reason: string): Promise<void> {
  await callTool("put_on_hold", { work_order_id: orderId, reason });
}

export async function logLabour(orderId: string, technicianId: string, minutes: number): Promise<void> {
  await callTool("log_labour", { work_order_id: orderId, technician_id: technicianId, minutes });
}

export const HOLD_REASON_MESSAGE = "A hold reason needs at least 5 characters";
export const MINUTES_MESSAGE = "Minutes must be a multiple of 15 from 15 to 480";

/** A whole multiple of 15 from 15 to 480, or null. */
export function parseMinutes(text: string): number | null {
  const t = text.trim();
  if (t === "") return null;
  const n = Number(t);
  if (!Number.isInteger(n) || n < 15 || n > 480 || n % 15 !== 0) return null;
  return n;
}

/** 120 -> "2 h", 30 -> "30 min", 105 -> "1 h 45 min". */
export function formatDuration(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m} min`;
  if (m === 0) return `${h} h`;
  return `${h} h ${m} min`;
}

/** 1156 -> "$1,156.00" */
export function formatMoney(amount: number): string {
  return "$" + amount.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}
