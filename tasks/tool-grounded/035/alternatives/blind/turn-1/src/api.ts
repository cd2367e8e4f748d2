import { callTool } from "./bridge";

export type Status = "open" | "assigned" | "in_progress" | "on_hold" | "completed" | "closed" | "cancelled";

export type OrderRow = {
  id: string;
  title: string;
  status: Status;
  assigned_to: string | null;
  technician_name: string | null;
  due_at: string;
};

export type PartLine = {
  sku: string;
  name: string;
  unit_cost: number;
  reserved: number;
  issued: number;
  returned: number;
  net_issued: number;
  cost: number;
};

export type LabourEntry = {
  id: string;
  technician_id: string;
  minutes: number;
  note?: string;
  at: string;
};

export type OrderDetail = OrderRow & {
  completion_note: string | null;
  completed_at: string | null;
  met_target: boolean | null;
  closed_at: string | null;
  parts: PartLine[];
  labour: LabourEntry[];
  labour_minutes: number;
  labour_cost: number;
  parts_cost: number;
  total_cost: number;
};

export async function listOrders(args: Record<string, unknown>): Promise<{ as_of: string; work_orders: OrderRow[] }> {
  return callTool("list_work_orders", args);
}

export async function readOrder(id: string): Promise<{ work_order: OrderDetail; evidence_token: string }> {
  return callTool("get_work_order", { work_order_id: id });
}

/** Reads every listed order in full, one after another, keeping the list's order. */
export async function readAll(rows: OrderRow[]): Promise<OrderDetail[]> {
  const out: OrderDetail[] = [];
  for (const row of rows) {
    const { work_order } = await readOrder(row.id);
    out.push(work_order);
  }
  return out;
}

/** Reads the order's current version, then signs it off. */
export function errorText(err: unknown): string {
  if (err && typeof err === "object" && "message" in err) {
    const msg = (err as { message: unknown }).message;
    if (typeof msg === "string" && msg) return msg;
  }
  return String(err);
}
