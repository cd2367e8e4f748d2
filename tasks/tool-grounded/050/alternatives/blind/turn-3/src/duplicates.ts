import { isUnfinished } from "./api";
import type { OrderRow } from "./api";
import { timeMs } from "./format";

export type DuplicatePair = {
  assetId: string;
  assetName: string;
  first: OrderRow;
  second: OrderRow;
};

const DAY_MS = 24 * 60 * 60 * 1000;

function openedFirst(a: OrderRow, b: OrderRow): number {
  const d = timeMs(a.opened_at) - timeMs(b.opened_at);
  if (d !== 0) return d;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** Unfinished orders on the same asset, of the same trade, opened at most 24 hours apart. */
export function findDuplicates(orders: OrderRow[]): DuplicatePair[] {
  const open = orders.filter(isUnfinished);
  const pairs: DuplicatePair[] = [];
  for (let i = 0; i < open.length; i += 1) {
    for (let j = i + 1; j < open.length; j += 1) {
      const a = open[i];
      const b = open[j];
      if (a.asset_id !== b.asset_id || a.trade !== b.trade) continue;
      if (Math.abs(timeMs(a.opened_at) - timeMs(b.opened_at)) > DAY_MS) continue;
      const [first, second] = openedFirst(a, b) <= 0 ? [a, b] : [b, a];
      pairs.push({ assetId: a.asset_id, assetName: a.asset_name, first, second });
    }
  }
  pairs.sort((p, q) => {
    if (p.assetId !== q.assetId) return p.assetId < q.assetId ? -1 : 1;
    if (p.first.id !== q.first.id) return p.first.id < q.first.id ? -1 : 1;
    return p.second.id < q.second.id ? -1 : p.second.id > q.second.id ? 1 : 0;
  });
  return pairs;
}
