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

export function errorMessage(err: unknown): string {
  if (err && typeof err === "object" && "message" in err) return String((err as { message: unknown }).message);
  return String(err);
}

/** Active PM schedules in the system's order (next due, then id). */
export async function fetchSchedules(): Promise<Schedule[]> {
  const { schedules } = await callTool<{ today: string; schedules: Schedule[] }>("list_pm_schedules", {});
  return schedules.filter((s) => s.active);
}

export function scheduleStatus(days: number): string {
  if (days < 0) return "Overdue";
  if (days === 0) return "Due today";
  if (days === 1) return "Due in 1 day";
  if (days <= 7) return `Due in ${days} days`;
  return "Not due";
}

export function formatEvery(days: number): string {
  return days === 1 ? "1 day" : `${days} days`;
}
