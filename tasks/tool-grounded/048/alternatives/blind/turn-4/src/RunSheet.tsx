import type { CostCentreSummary } from "./api";
import { formatCents } from "./format";

export type RunEntry = {
  paymentId: string;
  requestId: string;
  payee: string;
  costCentre: string;
  amountCents: number;
  payOn: string;
};

type Props = {
  entries: RunEntry[];
  costCentres: CostCentreSummary[];
};

function draftsText(count: number): string {
  return `${count} ${count === 1 ? "draft" : "drafts"}`;
}

export default function RunSheet({ entries, costCentres }: Props) {
  const totalCents = entries.reduce((sum, entry) => sum + entry.amountCents, 0);

  const perCentre = new Map<string, { cents: number; count: number }>();
  for (const entry of entries) {
    const slot = perCentre.get(entry.costCentre) ?? { cents: 0, count: 0 };
    slot.cents += entry.amountCents;
    slot.count += 1;
    perCentre.set(entry.costCentre, slot);
  }
  const centreIds = [...perCentre.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const nameOf = (id: string) => costCentres.find((c) => c.id === id)?.name ?? "";

  return (
    <section className="panel" aria-labelledby="run-sheet-heading">
      <h2 id="run-sheet-heading">Run sheet</h2>
      {entries.length === 0 ? (
        <p className="empty">Nothing drafted in this run</p>
      ) : (
        <>
          <div className="table-wrap">
            <table>
              <thead>
                <tr>
                  <th scope="col">Payment</th>
                  <th scope="col">Request</th>
                  <th scope="col">Payee</th>
                  <th scope="col">Cost centre</th>
                  <th scope="col" className="num">Amount</th>
                  <th scope="col">Pay on</th>
                </tr>
              </thead>
              <tbody>
                {entries.map((entry) => (
                  <tr key={entry.paymentId}>
                    <td>{entry.paymentId}</td>
                    <td>{entry.requestId}</td>
                    <td>{entry.payee}</td>
                    <td>{entry.costCentre}</td>
                    <td className="num">{formatCents(entry.amountCents)}</td>
                    <td>{entry.payOn}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ul className="centre-lines">
            {centreIds.map((id) => {
              const slot = perCentre.get(id)!;
              const name = nameOf(id);
              return (
                <li key={id}>
                  {name ? `${id} ${name}` : id}: {formatCents(slot.cents)} ({draftsText(slot.count)})
                </li>
              );
            })}
          </ul>
        </>
      )}
      <p className="run-total">
        Run total: {formatCents(totalCents)} ({draftsText(entries.length)})
      </p>
    </section>
  );
}
