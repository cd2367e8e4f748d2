import { callTool } from './bridge';
import type { CountReason, ItemDetail, ItemRow, PlanOut, StockLocation, Transfer } from './types';

/** Text of a ToolError (or any other failure) to show to the user. */
export function errorText(error: unknown): string {
  if (error && typeof error === 'object' && 'message' in error) {
    return String((error as { message: unknown }).message);
  }
  return String(error);
}

export async function listLocations(): Promise<StockLocation[]> {
  const result = (await callTool('list_locations', {})) as { locations: StockLocation[] };
  return result.locations;
}

/** Live stock per location (authoritative, unlike the nightly report). */
export async function listItems(): Promise<ItemRow[]> {
  const result = (await callTool('list_items', {})) as { items: ItemRow[] };
  return result.items;
}

/** Every committed transfer, newest first. */
export async function listTransfers(): Promise<Transfer[]> {
  const result = (await callTool('list_transfers', {})) as { transfers: Transfer[] };
  return result.transfers;
}

/** Full item with the evidence token that write tools require. */
export async function getItem(sku: string): Promise<{ item: ItemDetail; evidence_token: string }> {
  return (await callTool('get_item', { sku })) as { item: ItemDetail; evidence_token: string };
}

export async function planTransfer(args: {
  sku: string;
  from_location: string;
  to_location: string;
  quantity: number;
  evidence_token: string;
}): Promise<PlanOut> {
  return (await callTool('plan_transfer', args)) as PlanOut;
}

export async function commitTransfer(plan: PlanOut): Promise<{ transfer: Transfer }> {
  return (await callTool('commit_transfer', {
    plan_id: plan.plan_id,
    plan_token: plan.plan_token,
  })) as { transfer: Transfer };
}

/** Record a stock count: sets the on-hand quantity at one location. */
export async function adjustStock(args: {
  sku: string;
  location: string;
  counted_quantity: number;
  reason: CountReason;
  evidence_token: string;
}): Promise<unknown> {
  return callTool('adjust_stock', args);
}
