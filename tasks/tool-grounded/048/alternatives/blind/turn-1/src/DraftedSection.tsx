import type { Payment, RequestSummary } from "./api";
import { formatUsd } from "./format";

export type DraftedRow = { request: RequestSummary; payment: Payment };

type Props = {
  rows: DraftedRow[];
  loaded: boolean;
};

export default function DraftedSection({ rows, loaded }: Props) {
  return (
    <section className="panel" aria-labelledby="drafted-heading">
      <h2 id="drafted-heading">Already drafted</h2>
      {loaded && rows.length === 0 && <p className="empty">No drafts yet</p>}
      {rows.length > 0 && (
        <div className="table-wrap">
          <table>
            <thead>
              <tr>
                <th scope="col">Request</th>
                <th scope="col">Payment</th>
                <th scope="col" className="num">Amount</th>
              </tr>
            </thead>
            <tbody>
              {rows.map(({ request, payment }) => (
                <tr key={request.id}>
                  <td>{request.id}</td>
                  <td>{payment.id}</td>
                  <td className="num">{formatUsd(request.amount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
