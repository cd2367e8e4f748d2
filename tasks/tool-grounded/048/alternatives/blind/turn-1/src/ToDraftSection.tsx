import type { RequestSummary } from "./api";
import { dayOf, formatCents, formatUsd, toCents } from "./format";

type Props = {
  rows: RequestSummary[];
  loaded: boolean;
};

export default function ToDraftSection({ rows, loaded }: Props) {
  const totalCents = rows.reduce((sum, row) => sum + toCents(row.amount), 0);
  return (
    <section className="panel" aria-labelledby="to-draft-heading">
      <h2 id="to-draft-heading">To draft</h2>
      {loaded && (
        <p className="count-line">
          {rows.length} to draft, {formatCents(totalCents)} in total
        </p>
      )}
      <div className="table-wrap">
        <table>
          <thead>
            <tr>
              <th scope="col">Request</th>
              <th scope="col">Title</th>
              <th scope="col">Payee</th>
              <th scope="col">Cost centre</th>
              <th scope="col" className="num">Amount</th>
              <th scope="col">Approved on</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <td>{row.id}</td>
                <td>{row.title}</td>
                <td>{row.requester}</td>
                <td>{row.cost_centre}</td>
                <td className="num">{formatUsd(row.amount)}</td>
                <td>{dayOf(row.decided_at)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
