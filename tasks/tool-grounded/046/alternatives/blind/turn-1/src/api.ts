import { callTool } from "./bridge";

export type Technician = {
  id: string;
  name: string;
  active: boolean;
};

export type OrderRow = {
  id: string;
  title: string;
  status: string;
  due_at: string;
  assigned_to: string | null;
};

export type LabourEntry = {
  id: string;
  technician_id: string;
  minutes: number;
  note?: string;
  at: string;
};

export type OrderDetail = OrderRow & {
  labour: LabourEntry[];
  labour_minutes: number;
};

export type Snapshot = {
  asOf: string;
  orders: OrderDetail[];
};

export const OPEN_STATUSES = ["assigned", "in_progress", "on_hold"];

export async function readActiveTechnicians(): Promise<Technician[]> {
  const out = await callTool<{ technicians: Technician[] }>("list_technicians", {});
  return out.technicians.filter((t) => t.active);
}

export async function readOrder(id: string): Promise<OrderDetail> {
  const out = await callTool<{ work_order: OrderDetail }>("get_work_order", { work_order_id: id });
  return out.work_order;
}

/** Every work order assigned to the technician, each read in full (labour included). */
export async function readTechnicianOrders(techId: string, everyStatus: boolean): Promise<Snapshot> {
  const out = await callTool<{ as_of: string; work_orders: OrderRow[] }>("list_work_orders", {
    technician_id: techId,
  });
  const rows = out.work_orders.filter(
    (r) => r.assigned_to === techId && (everyStatus || OPEN_STATUSES.includes(r.status)),
  );
  const orders = await Promise.all(rows.map((r) => readOrder(r.id)));
  return { asOf: out.as_of, orders };
}

export async function startWork(id: string): Promise<OrderDetail> {
  const out = await callTool<{ work_order: OrderDetail }>("start_work", { work_order_id: id });
  return out.work_order;
}

export async function logLabour(id: string, techId: string, minutes: number, note: string): Promise<OrderDetail> {
  const out = await callTool<{ work_order: OrderDetail }>("log_labour", {
    work_order_id: id,
    technician_id: techId,
    minutes,
    note,
  });
  return out.work_order;
}

export function errorMessage(err: unknown): string {
  if (err && typeof err === "object" && "message" in err) return String((err as { message: unknown }).message);
  return String(err);
}
