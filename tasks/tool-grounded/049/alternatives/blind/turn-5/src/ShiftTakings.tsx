import { useState } from "react";
import type { ReservationDetail } from "./api";
import { formatCents, parseAmountCents, toCents } from "./money";

type Tally = { count: number; cents: number };

export function tallyPayments(details: ReservationDetail[], businessDate: string) {
  const card: Tally = { count: 0, cents: 0 };
  const cash: Tally = { count: 0, cents: 0 };
  for (const detail of details) {
    for (const line of detail.folio ?? []) {
      if (line.kind !== "payment") continue;
      if (line.posted_at.slice(0, 10) !== businessDate) continue;
      const bucket = line.method === "cash" ? cash : line.method === "card" ? card : null;
      if (!bucket) continue;
      bucket.count += 1;
      bucket.cents += toCents(line.amount);
    }
  }
  return { card, cash, total: { count: card.count + cash.count, cents: card.cents + cash.cents } };
}

function drawerLine(countedText: string, cashCents: number): string {
  if (countedText.trim() === "") return "Count the cash drawer";
  const counted = parseAmountCents(countedText);
  if (counted === null) return "Count the cash drawer";
  if (counted === cashCents) return "Cash drawer balanced";
  if (counted > cashCents) return `Cash drawer over by ${formatCents(counted - cashCents)}`;
  return `Cash drawer short by ${formatCents(cashCents - counted)}`;
}

export default function ShiftTakings({
  details,
  businessDate,
}: {
  details: ReservationDetail[];
  businessDate: string | null;
}) {
  const [counted, setCounted] = useState("");
  const tally = tallyPayments(details, businessDate ?? "");
  const rows: Array<[string, Tally]> = [
    ["Card", tally.card],
    ["Cash", tally.cash],
    ["Total", tally.total],
  ];
  return (
    <section className="panel" aria-labelledby="takings-heading">
      <h2 id="takings-heading">Shift takings</h2>
      {businessDate && (
        <p className="muted">Payments dated {businessDate} on the bills of the reservations in Arrivals.</p>
      )}
      <div className="table-wrap narrow">
        <table>
          <thead>
            <tr>
              <th scope="col">Method</th>
              <th scope="col" className="num">
                Payments
              </th>
              <th scope="col" className="num">
                Amount
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map(([label, t]) => (
              <tr key={label} className={label === "Total" ? "total-row" : undefined}>
                <th scope="row">{label}</th>
                <td className="num">{t.count}</td>
                <td className="num">{formatCents(t.cents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="controls drawer">
        <label className="field">
          <span>Counted cash</span>
          <input
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={counted}
            onChange={(e) => setCounted(e.target.value)}
          />
        </label>
        <p className="drawer-line" aria-live="polite">
          {drawerLine(counted, tally.cash.cents)}
        </p>
      </div>
    </section>
  );
}
