import type { RequestSummary } from "./api";
import { dayOf, formatCents, formatUsd, toCents } from "./format";
import { checkText, payOnDate } from "./rules";

type Props = {
  rows: RequestSummary[];
  loaded: boolean;
  busy: boolean;
  notice: string;
  onDraft: (row: RequestSummary) => void;
};

export default function ToDraftSection({ rows, loaded, busy, notice, onDraft }: Props) {
  const totalCents = rows.reduce((sum, row) => sum + toCents(row.amount), 0);
  return (
    <section className="panel" aria-labelledby="to-draft-heading">
      <h2 id="to-draft-heading">To draft</h2>
      <div aria-live="polite">
        {notice && (
          <p className="notice" role="status">
            {notice}
          </p>
        )}
      </div>
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
              <th scope="col">Pay on</th>
              <th scope="col">Check</th>
              <th scope="col">
                <span className="visually-hidden">Action</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const check = checkText(row);
              const eligible = check === "Eligible";
              return (
                <tr key={row.id}>
                  <td>{row.id}</td>
                  <td>{row.title}</td>
                  <td>{row.requester}</td>
                  <td>{row.cost_centre}</td>
                  <td className="num">{formatUsd(row.amount)}</td>
                  <td>{dayOf(row.decided_at)}</td>
                  <td>{payOnDate(row)}</td>
                  <td className={eligible ? "check-ok" : "check-no"}>{check}</td>
                  <td>
                    {eligible && (
                      <button type="button" onClick={() => onDraft(row)} disabled={busy}>
                        Draft
                      </button>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
