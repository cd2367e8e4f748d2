export type HistoryEntry = { at: string; action: string; by?: string; note?: string };

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

export type OrderRow = {
  id: string;
  title: string;
  status: string;
  assigned_to: string | null;
  technician_name: string | null;
  due_at: string;
  overdue: boolean;
};

export type OrderDetail = OrderRow & {
  requires_parts: boolean;
  hold_reason: string | null;
  version: number;
  parts: PartLine[];
  history: HistoryEntry[];
};

export type PartRow = {
  sku: string;
  name: string;
  unit_cost: number;
  on_hand: number;
  reserved: number;
  available: number;
  reorder_level: number;
  low_stock: boolean;
};

export type HoldRow = {
  id: string;
  title: string;
  technician: string;
  reason: string;
  sinceMs: number | null;
  heldHours: number;
  reserved: string;
  requiresParts: boolean;
  dueAt: string;
  overdue: boolean;
};
