// Typed access to the inventory system's live tools.
import { callTool } from './bridge';

export interface LocationStock {
  location: string;
  on_hand: number;
  reserved: number;
  available: number;
}

export interface ItemRow {
  sku: string;
  name: string;
  supplier_id: string;
  supplier_name: string;
  case_pack: number;
  reorder_point: number;
  reorder_qty: number;
  unit_cost: number;
  stock: LocationStock[];
  total_on_hand: number;
  total_available: number;
  on_order: number;
  below_reorder_point: boolean;
}

export interface PurchaseOrderRow {
  id: string;
  sku: string;
  item_name: string;
  supplier_id: string;
  supplier_name: string;
  quantity: number;
  deliver_to: string;
  deliver_to_name: string;
  status: 'open' | 'received' | 'cancelled';
  created_at: string;
  expected_at: string;
  closed_at: string | null;
}

export function messageOf(err: unknown): string {
  if (err instanceof Error && err.message) return err.message;
  if (err && typeof err === 'object' && 'message' in err) return String((err as { message: unknown }).message);
  return String(err);
}

/** Items whose live total available (all locations) is under their reorder point. */
export async function fetchBelowReorder(): Promise<ItemRow[]> {
  const out = await callTool<{ items: ItemRow[] }>('list_items', { below_reorder_only: true });
  return out.items;
}

export async function fetchOpenOrders(): Promise<PurchaseOrderRow[]> {
  const out = await callTool<{ purchase_orders: PurchaseOrderRow[] }>('list_purchase_orders', { status: 'open' });
  return out.purchase_orders.filter((po) => po.status === 'open');
}

export interface Location {
  id: string;
  name: string;
  kind: 'warehouse' | 'store';
  city: string;
}

export interface Supplier {
  id: string;
  name: string;
  lead_time_days: number;
}

export interface ItemDetail extends ItemRow {
  version: number;
  updated_at: string;
}

export interface LiveItem {
  item: ItemDetail;
  supplier: Supplier;
  evidence_token: string;
}

export async function fetchLocations(): Promise<Location[]> {
  const out = await callTool<{ locations: Location[] }>('list_locations', {});
  return out.locations;
}

export async function readItem(sku: string): Promise<LiveItem> {
  return callTool<LiveItem>('get_item', { sku });
}

/** Reads the item's current evidence token, then places the order with it. */
export async function placePurchaseOrder(sku: string, quantity: number, deliverTo: string): Promise<PurchaseOrderRow> {
  const live = await readItem(sku);
  const out = await callTool<{ purchase_order: PurchaseOrderRow }>('create_purchase_order', {
    sku,
    quantity,
    deliver_to: deliverTo,
    evidence_token: live.evidence_token,
  });
  return out.purchase_order;
}
