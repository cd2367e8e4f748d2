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

export function techState(t: Technician): string {
  if (!t.active) return "On leave";
  return t.capacity_left > 0 ? "Free" : "Full";
}
