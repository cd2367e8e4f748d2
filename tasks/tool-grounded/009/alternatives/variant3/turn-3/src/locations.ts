import type { ItemRow, LocationStock, StockLocation } from './types';

/** Column order the stock team uses: distribution centres first, then the stores. */
const TEAM_ORDER = ['Reno DC', 'Columbus DC', 'Portland store', 'Denver store'];

export function inTeamOrder(locations: StockLocation[]): StockLocation[] {
  const rank = (loc: StockLocation) => {
    const index = TEAM_ORDER.indexOf(loc.name);
    return index === -1 ? TEAM_ORDER.length : index;
  };
  // Array.prototype.sort is stable, so unknown locations keep the system's order at the end.
  return [...locations].sort((a, b) => rank(a) - rank(b));
}

export function stockAt(item: ItemRow, locationId: string): LocationStock {
  return (
    item.stock.find((entry) => entry.location === locationId) ?? {
      location: locationId,
      on_hand: 0,
      reserved: 0,
      available: 0,
    }
  );
}

export const LOW_STOCK_BELOW = 10;

export function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}
