import type { RequestRow } from "./api";
import { statusLabel } from "./format";

/** "Updates: EX-2041 is now Approved; EX-2042 is now Rejected" or "Updates: none". */
export function updatesLine(previous: RequestRow[], current: RequestRow[]): string {
  const before = new Map(previous.map((r) => [r.id, r.status]));
  const changes = current
    .filter((r) => before.has(r.id) && before.get(r.id) !== r.status)
    .map((r) => `${r.id} is now ${statusLabel(r)}`);
  return `Updates: ${changes.length > 0 ? changes.join("; ") : "none"}`;
}
