export type Criticality = "A" | "B" | "C";
export type Priority = "P1" | "P2" | "P3" | "P4";

export type Asset = {
  id: string;
  name: string;
  site_id: string;
  site_name: string;
  criticality: Criticality;
  status: string;
  open_work_orders: number;
};

export type WorkOrder = {
  id: string;
  asset_id: string;
  title: string;
  priority: Priority;
  trade: string;
  status: string;
  assigned_to: string | null;
  technician_name: string | null;
  due_at: string;
};

export const TRADES: { value: string; label: string }[] = [
  { value: "electrical", label: "Electrical" },
  { value: "hvac", label: "HVAC" },
  { value: "plumbing", label: "Plumbing" },
  { value: "mechanical", label: "Mechanical" },
  { value: "fabric", label: "Fabric" },
];

export function assetLabel(asset: Asset): string {
  return `${asset.id} ${asset.name}, ${asset.site_name}`;
}

export function basePriority(criticality: Criticality): Priority {
  if (criticality === "A") return "P2";
  if (criticality === "B") return "P3";
  return "P4";
}

/** "2026-04-24T08:01:00Z" -> "2026-04-24 08:01" (UTC). */
export function formatUtc(value: string | null | undefined): string {
  if (!value) return "";
  const m = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2})/.exec(value);
  const zone = /(Z|[+-]\d{2}:?\d{2})$/i.exec(value);
  if (m && (!zone || /^(Z|[+-]00:?00)$/i.test(zone[1]))) return `${m[1]} ${m[2]}`;
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return value;
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
}

export function errorMessage(err: unknown): string {
  if (err && typeof err === "object" && "message" in err) return String((err as { message: unknown }).message);
  return String(err);
}

const ORDER: Priority[] = ["P1", "P2", "P3", "P4"];

/** Safety risk: P1 on A, P2 otherwise. Else criticality, one step up for Out of use, never above P2. */
export function reportPriority(criticality: Criticality, safety: boolean, outOfUse: boolean): Priority {
  if (safety) return criticality === "A" ? "P1" : "P2";
  const base = basePriority(criticality);
  if (!outOfUse) return base;
  const index = Math.max(ORDER.indexOf(base) - 1, ORDER.indexOf("P2"));
  return ORDER[index];
}

export const UNFINISHED = ["open", "assigned", "in_progress", "on_hold"];

export function statusText(status: string): string {
  return status.replace(/_/g, " ");
}

function dueTime(order: WorkOrder): number {
  const t = Date.parse(order.due_at);
  return Number.isNaN(t) ? 0 : t;
}

/** The asset's unfinished orders, earliest due first (then by id), read live. */
export async function readUnfinished(
  call: (name: string, args: Record<string, unknown>) => Promise<{ work_orders: WorkOrder[] }>,
  assetId: string,
): Promise<WorkOrder[]> {
  const res = await call("list_work_orders", { asset_id: assetId });
  return res.work_orders
    .filter((o) => UNFINISHED.includes(o.status))
    .map((o, i) => ({ o, i }))
    .sort((a, b) => dueTime(a.o) - dueTime(b.o) || a.i - b.i)
    .map((x) => x.o);
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? "" : "s"}`;
}

export function countLine(total: number, raised: number, duplicates: number, refused: number): string {
  return `${plural(total, "report")}: ${raised} raised, ${plural(duplicates, "duplicate")}, ${refused} refused`;
}

export function orderStatusLine(order: WorkOrder): string {
  const status = statusText(order.status);
  return order.technician_name ? `${status}, ${order.technician_name}` : status;
}
