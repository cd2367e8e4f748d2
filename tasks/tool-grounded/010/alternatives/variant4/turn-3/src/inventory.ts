import { callTool } from './bridge';

export type ItemRow = {
  sku: string;
  name: string;
  supplier_id: string;
  supplier_name: string;
  case_pack: number;
  reorder_point: number;
  reorder_qty: number;
  total_available: number;
  on_order: number;
  below_reorder_point: boolean;
};

export type Supplier = { id: string; name: string; lead_time_days: number };

export type ItemRead = { item: ItemRow; supplier: Supplier; evidence_token: string };

export type Location = { id: string; name: string; kind: string; city: string };

export type PurchaseOrder = {
  id: string;
  sku: string;
  item_name: string;
  quantity: number;
  deliver_to: string;
  deliver_to_name: string;
  status: string;
  expected_at: string;
};

export function problem(err: unknown): string {
  if (err && typeof err === 'object' && 'message' in err) return String((err as { message: unknown }).message);
  return String(err);
}

export async function fetchItems(): Promise<ItemRow[]> {
  const res = (await callTool('list_items', {})) as { items: ItemRow[] };
  return res.items;
}

export async function fetchOpenOrders(): Promise<PurchaseOrder[]> {
  const res = (await callTool('list_purchase_orders', { status: 'open' })) as { purchase_orders: PurchaseOrder[] };
  return res.purchase_orders.filter((po) => po.status === 'open');
}

export async function fetchLocations(): Promise<Location[]> {
  const res = (await callTool('list_locations', {})) as { locations: Location[] };
  return res.locations;
}

export async function readItem(sku: string): Promise<ItemRead> {
  return (await callTool('get_item', { sku })) as ItemRead;
}

export async function placeOrder(sku: string, quantity: number, deliverTo: string): Promise<PurchaseOrder> {
  const fresh = await readItem(sku);
  const res = (await callTool('create_purchase_order', {
    sku,
    quantity,
    deliver_to: deliverTo,
    evidence_token: fresh.evidence_token,
  })) as { purchase_order: PurchaseOrder };
  return res.purchase_order;
}
