import { Fragment } from "react";
import { withinCover, type RequestSummary } from "./api";
import { formatUsd } from "./money";

type Props = {
  rows: RequestSummary[];
  busy: boolean;
  onApprove: (request: RequestSummary) => void;
  onHold: (request: RequestSummary) => void;
  rejectingId: string | null;
  onStartReject: (request: RequestSummary) => void;
  reason: string;
  onReasonChange: (value: string) => void;
  reasonError: string;
  onConfirmReject: (request: RequestSummary) => void;
  onCancelReject: () => void;
};

const COLUMNS = 8;

export default function WaitingTable(props: Props) {
  const { rows, busy } = props;
  if (rows.length === 0) {
    return <p className="muted">No requests are waiting on CC-300 or CC-220.</p>;
  }
  return (
    <div className="table-wrap">
      <table>
        <thead>
          <tr>
            <th scope="col">Request</th>
            <th scope="col">Title</th>
            <th scope="col">Requester</th>
            <th scope="col">Cost centre</th>
            <th scope="col" className="num">
              Amount
            </th>
            <th scope="col">Cover</th>
            <th scope="col">Hold</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => {
            const within = withinCover(r);
            const rejecting = props.rejectingId === r.id;
            return (
              <Fragment key={r.id}>
                <tr>
                  <td className="mono">{r.id}</td>
                  <td>{r.title}</td>
                  <td>{r.requester}</td>
                  <td className="mono">{r.cost_centre}</td>
                  <td className="num">{formatUsd(r.amount)}</td>
                  <td>
                    {within ? (
                      <span className="tag ok">Within cover</span>
                    ) : (
                      <span className="tag hold">Left for Marcus</span>
                    )}
                  </td>
                  <td>{r.flagged ? `Held: ${r.flag_note ?? ""}` : ""}</td>
                  <td>
                    <div className="row-actions">
                      {within && (
                        <>
                          <button
                            type="button"
                            className="primary"
                            disabled={busy}
                            onClick={() => props.onApprove(r)}
                          >
                            Approve
                          </button>
                          <button
                            type="button"
                            className="danger"
                            disabled={busy}
                            onClick={() => props.onStartReject(r)}
                          >
                            Reject
                          </button>
                        </>
                      )}
                      {!within && !r.flagged && (
                        <button type="button" disabled={busy} onClick={() => props.onHold(r)}>
                          Hold for Marcus
                        </button>
                      )}
                    </div>
                  </td>
                </tr>
                {rejecting && (
                  <tr className="reject-row">
                    <td colSpan={COLUMNS}>
                      <form
                        className="reject-form"
                        onSubmit={(e) => {
                          e.preventDefault();
                          props.onConfirmReject(r);
                        }}
                      >
                        <span className="reject-for">Rejecting {r.id}</span>
                        <div className="field">
                          <label htmlFor={`reason-${r.id}`}>Reason</label>
                          <input
                            id={`reason-${r.id}`}
                            type="text"
                            value={props.reason}
                            onChange={(e) => props.onReasonChange(e.target.value)}
                          />
                        </div>
                        <button type="submit" className="danger" disabled={busy}>
                          Confirm rejection
                        </button>
                        <button type="button" onClick={props.onCancelReject}>
                          Cancel
                        </button>
                      </form>
                      {props.reasonError && (
                        <p className="field-error" role="alert">
                          {props.reasonError}
                        </p>
                      )}
                    </td>
                  </tr>
                )}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
