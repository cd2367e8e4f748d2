import { isUnfinished } from "./api";
import type { OrderRow } from "./api";

type Site = { id: string; name: string };

type SiteLine = Site & { unfinished: number; overdue: number; cancelled: number };

export default function SitesTable({ sites, orders }: { sites: Site[]; orders: OrderRow[] }) {
  const lines: SiteLine[] = sites.map((s) => ({ ...s, unfinished: 0, overdue: 0, cancelled: 0 }));
  const bySite = new Map(lines.map((l) => [l.id, l]));
  for (const o of orders) {
    const line = bySite.get(o.site_id);
    if (!line) continue;
    if (isUnfinished(o)) {
      line.unfinished += 1;
      if (o.overdue) line.overdue += 1;
    } else if (o.status === "cancelled") {
      line.cancelled += 1;
    }
  }
  const total = lines.reduce(
    (t, l) => ({ unfinished: t.unfinished + l.unfinished, overdue: t.overdue + l.overdue, cancelled: t.cancelled + l.cancelled }),
    { unfinished: 0, overdue: 0, cancelled: 0 },
  );
  return (
    <div className="table-wrap">
      <table>
        <thead>
          <tr>
            <th scope="col">Site</th>
            <th scope="col">Unfinished</th>
            <th scope="col">Overdue</th>
            <th scope="col">Cancelled</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((l) => (
            <tr key={l.id}>
              <td>{l.name}</td>
              <td className="num">{l.unfinished}</td>
              <td className="num">{l.overdue}</td>
              <td className="num">{l.cancelled}</td>
            </tr>
          ))}
          <tr className="total-row">
            <td>Total</td>
            <td className="num">{total.unfinished}</td>
            <td className="num">{total.overdue}</td>
            <td className="num">{total.cancelled}</td>
          </tr>
        </tbody>
      </table>
    </div>
  );
}
