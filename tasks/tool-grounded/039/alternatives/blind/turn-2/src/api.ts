import { callTool } from "./bridge";
import type { HoldRow, OrderDetail, OrderRow, PartLine, PartRow } from "./types";
import { latestHoldMs } from "./history";
import { parseStamp, wholeHours } from "./time";

type ListOut = { as_of: string; work_orders: OrderRow[] };

export function reservedText(parts: PartLine[]): string {
  return parts
    .filter((line) => line.reserved > 0)
    .map((line) => `${line.reserved} ${line.sku}`)
    .join(", ");
}

function byId(a: string, b: string): number {
  return a.localeCompare(b, "en", { numeric: true });
}

/** The on-hold orders, read live, longest on hold first. */
export async function loadHoldRows(): Promise<HoldRow[]> {
  const out = await callTool<ListOut>("list_work_orders", { status: "on_hold" });
  const asOf = parseStamp(out.as_of) ?? 0;
  const listed = out.work_orders.filter((row) => row.status === "on_hold");
  const details = await Promise.all(
    listed.map((row) =>
      callTool<{ work_order: OrderDetail }>("get_work_order", { work_order_id: row.id }).then((r) => r.work_order),
    ),
  );
  const rows: HoldRow[] = listed.map((row, i) => {
    const detail = details[i];
    const sinceMs = latestHoldMs(detail.history ?? []);
    return {
      id: row.id,
      title: detail.title ?? row.title,
      technician: detail.technician_name ?? row.technician_name ?? "",
      reason: detail.hold_reason ?? "",
      sinceMs,
      heldHours: sinceMs === null ? 0 : wholeHours(sinceMs, asOf),
      reserved: reservedText(detail.parts ?? []),
      requiresParts: detail.requires_parts === true,
      dueAt: row.due_at,
      overdue: row.overdue === true,
    };
  });
  return rows.sort((a, b) => {
    const sa = a.sinceMs ?? Number.MAX_SAFE_INTEGER;
    const sb = b.sinceMs ?? Number.MAX_SAFE_INTEGER;
    return sa - sb || byId(a.id, b.id);
  });
}

/** Assigned and in-progress orders, read live, earliest due time first. */
export async function loadActiveOrders(): Promise<OrderRow[]> {
  const out = await callTool<ListOut>("list_work_orders", {});
  const active = out.work_orders.filter((row) => row.status === "assigned" || row.status === "in_progress");
  return active.sort((a, b) => {
    const da = parseStamp(a.due_at) ?? 0;
    const db = parseStamp(b.due_at) ?? 0;
    return da - db || byId(a.id, b.id);
  });
}

export async function readOrder(id: string): Promise<{ work_order: OrderDetail; evidence_token: string }> {
  return callTool<{ work_order: OrderDetail; evidence_token: string }>("get_work_order", { work_order_id: id });
}

export async function readParts(): Promise<PartRow[]> {
  const out = await callTool<{ parts: PartRow[] }>("list_parts", {});
  return out.parts;
}
