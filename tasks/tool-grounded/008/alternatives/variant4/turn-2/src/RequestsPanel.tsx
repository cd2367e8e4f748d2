import { PurchaseRequest } from './api';
import { capitalise, money } from './format';

interface Props {
  centre: string | null;
  requests: PurchaseRequest[];
  busy: boolean;
  onApprove: (r: PurchaseRequest) => void;
}

export default function RequestsPanel({ centre, requests, busy, onApprove }: Props) {
  return (
    <section aria-labelledby="pr-heading" className="block">
      <h2 id="pr-heading">Purchase requests</h2>
      {centre === null ? (
        <p className="hint">Pick "View requests" on a cost centre to list its submitted purchase requests.</p>
      ) : (
        <>
          <p className="hint">
            Submitted purchase requests on <strong>{centre}</strong>: {requests.length}
          </p>
          {requests.length > 0 && (
            <table className="grid">
              <thead>
                <tr>
                  <th scope="col">Id</th>
                  <th scope="col">Title</th>
                  <th scope="col">Requester</th>
                  <th scope="col">Category</th>
                  <th scope="col" className="num">Amount</th>
                  <th scope="col">Decision</th>
                </tr>
              </thead>
              <tbody>
                {requests.map((r) => (
                  <tr key={r.id}>
                    <td>{r.id}</td>
                    <td>{r.title}</td>
                    <td>{r.requester}</td>
                    <td>{capitalise(r.category)}</td>
                    <td className="num">{money(r.amount)}</td>
                    <td>
                      <button type="button" disabled={busy} onClick={() => onApprove(r)}>
                        Approve
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      )}
    </section>
  );
}
