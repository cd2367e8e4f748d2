import type { RequestRow } from "./api";
import { countLine, formatUsd, statusLabel } from "./format";

interface Props {
  requests: RequestRow[] | null;
  error: string;
  onPrecheck: (row: RequestRow) => void;
  precheckBusy: boolean;
}

export default function RequestsSection({ requests, error, onPrecheck, precheckBusy }: Props) {
  const awaiting = requests ? requests.filter((r) => r.status === "submitted").length : 0;
  return (
    <section className="panel" aria-labelledby="our-requests-heading">
      <h2 id="our-requests-heading">Our requests</h2>
      {error && <p className="error" role="alert">{error}</p>}
      {requests === null ? (
        !error && <p className="muted">Reading the requests…</p>
      ) : (
        <>
          <p className="summary">{countLine(requests.length, awaiting)}</p>
          <table>
            <thead>
              <tr>
                <th scope="col">Request</th>
                <th scope="col">Title</th>
                <th scope="col">Requester</th>
                <th scope="col">Category</th>
                <th scope="col" className="num">Amount</th>
                <th scope="col">Status</th>
                <th scope="col">Action</th>
              </tr>
            </thead>
            <tbody>
              {requests.map((r) => (
                <tr key={r.id}>
                  <td>{r.id}</td>
                  <td>{r.title}</td>
                  <td>{r.requester}</td>
                  <td>{r.category}</td>
                  <td className="num">{formatUsd(r.amount)}</td>
                  <td>{statusLabel(r)}</td>
                  <td>
                    {r.status === "submitted" && (
                      <button
                        type="button"
                        className="secondary small"
                        disabled={precheckBusy}
                        onClick={() => onPrecheck(r)}
                      >
                        Pre-check
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}
