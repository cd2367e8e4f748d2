import { callTool } from './bridge';
import type { ItemRow, StockLocation } from './types';

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
