import { callTool } from "./bridge";

export interface Schedule {
  id: string;
  asset_id: string;
  asset_name: string;
  site_id: string;
  title: string;
  trade: string;
  priority: string;
  interval_days: number;
  last_done: string;
  next_due: string;
  days_until_due: number;
  active: boolean;
  open_work_order: string | null;
}

export interface OrderRow {
  id: string;
  asset_id: string;
  asset_name: string;
  site_id: string;
  site_name: string;
  title: string;
  kind: "reactive" | "preventive";
  priority: string;
  trade: string;
  status: string;
  assigned_to: string | null;
  technician_name: string | null;
  opened_at: string;
  due_at: string;
  overdue: boolean;
  schedule_id: string | null;
}

const UNFINISHED = ["open", "assigned", "in_progress", "on_hold"];

export function errorMessage(err: unknown): string {
  if (err && typeof err === "object" && "message" in err) return String((err as { message: unknown }).message);
  return String(err);
}

/** Active PM schedules in the system's order (next due, then id). */
export async function fetchSchedules(): Promise<Schedule[]> {
  const { schedules } = await callTool<{ today: string; schedules: Schedule[] }>("list_pm_schedules", {});
  return schedules.filter((s) => s.active);
}

async function fetchAllOrders(): Promise<OrderRow[]> {
  const { work_orders } = await callTool<{ work_orders: OrderRow[] }>("list_work_orders", {});
  return work_orders;
}

function byDue<T extends { due_at: string }>(rows: T[]): T[] {
  return rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => {
      const da = Date.parse(a.row.due_at);
      const db = Date.parse(b.row.due_at);
      if (da !== db) return da - db;
      return a.index - b.index;
    })
    .map(({ row }) => row);
}

/** Unfinished preventive work orders, earliest due first. */
export async function fetchPmOrders(): Promise<OrderRow[]> {
  const rows = await fetchAllOrders();
  return byDue(rows.filter((o) => o.kind === "preventive" && UNFINISHED.includes(o.status)));
}

export function scheduleStatus(days: number): string {
  if (days < 0) return "Overdue";
  if (days === 0) return "Due today";
  if (days === 1) return "Due in 1 day";
  if (days <= 7) return `Due in ${days} days`;
  return "Not due";
}

export function isRaisable(s: Schedule): boolean {
  return s.days_until_due <= 7 && !s.open_work_order;
}

export function formatEvery(days: number): string {
  return days === 1 ? "1 day" : `${days} days`;
}

export function formatStatus(status: string): string {
  return status.replace(/_/g, " ");
}

/** "2026-04-21T17:00:00Z" -> "2026-04-21 17:00" (UTC). */
export function formatDue(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
}
