import type { FolioLine, ResDetail, ResRow } from "./api";
import { formatCents, money, statusLabel, toCents } from "./format";
import {
  EXTRA_CATEGORIES,
  counts,
  refundLeftCents,
  refundablePayments,
  runningBalances,
  shownCents,
  typeLabel,
} from "./folio";

export const REASONS = ["Not used", "Wrong guest", "Posted twice", "Price error"];

interface Props {
  folio: ResDetail | null;
  message: string;
  busy: boolean;
  reason: string;
  onReason: (v: string) => void;
  note: string;
  onNote: (v: string) => void;
  onVoid: (line: FolioLine) => void;
  inHouse: ResRow[];
  moveTo: string;
  onMoveTo: (v: string) => void;
  onMove: (line: FolioLine) => void;
  refundLine: string;
  onRefundLine: (v: string) => void;
  refundAmount: string;
  onRefundAmount: (v: string) => void;
  onRefund: () => void;
}

export default function FolioSection(props: Props) {
  const { folio, message, busy } = props;
  if (!folio) {
    return (
      <section className="panel" aria-labelledby="folio-heading">
        <h2 id="folio-heading">Folio</h2>
        {message && (
          <p className="message" role="status">
            {message}
          </p>
        )}
        <p>No bill open yet. Find a guest or a reservation id and open the bill.</p>
      </section>
    );
  }
  const balances = runningBalances(folio.folio);
  const inHouse = folio.status === "in_house";
  const owesCredit = toCents(folio.balance) < 0;
  const payments = refundablePayments(folio.folio);
  return (
    <section className="panel" aria-labelledby="folio-heading">
      <h2 id="folio-heading">Folio</h2>
      <p className="folio-head">
        {folio.id} · {folio.guest_name} · {statusLabel(folio.status)} · {folio.room ? `room ${folio.room}` : "no room"}
      </p>
      {message && (
        <p className="message" role="status">
          {message}
        </p>
      )}
      <div className="controls">
        <label>
          Reason
          <select value={props.reason} onChange={(e) => props.onReason(e.target.value)}>
            {REASONS.map((r) => (
              <option key={r} value={r}>
                {r}
              </option>
            ))}
          </select>
        </label>
        <label>
          Note
          <input type="text" value={props.note} onChange={(e) => props.onNote(e.target.value)} />
        </label>
        <label>
          Move to
          <select value={props.moveTo} onChange={(e) => props.onMoveTo(e.target.value)}>
            {props.inHouse.map((r) => (
              <option key={r.id} value={r.id}>
                {r.id} · {r.guest_name} · room {r.room ?? "none"}
              </option>
            ))}
          </select>
        </label>
      </div>
      <table>
        <thead>
          <tr>
            <th>Line</th>
            <th>Description</th>
            <th>Type</th>
            <th className="num">Amount</th>
            <th className="num">Running balance</th>
            <th>
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {folio.folio.map((line, i) => (
            <tr key={line.id}>
              <td>{line.id}</td>
              <td title={line.voided && line.void_reason ? `Voided: ${line.void_reason}` : undefined}>{line.description}</td>
              <td>{typeLabel(line)}</td>
              <td className="num">{formatCents(shownCents(line))}</td>
              <td className="num">{formatCents(balances[i])}</td>
              <td className="actions">
                {counts(line) && (
                  <button type="button" disabled={busy} onClick={() => props.onVoid(line)}>
                    Void
                  </button>
                )}
                {inHouse && counts(line) && EXTRA_CATEGORIES.includes(line.category ?? "") && (
                  <button type="button" disabled={busy} onClick={() => props.onMove(line)}>
                    Move
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {folio.folio.length === 0 && <p>This bill has no lines yet.</p>}
      <p className="balance">Balance: {money(folio.balance)}</p>
      {owesCredit && (
        <form
          className="controls refund"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            props.onRefund();
          }}
        >
          <label>
            Refund against
            <select value={props.refundLine} onChange={(e) => props.onRefundLine(e.target.value)}>
              {payments.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.id} · {p.method} · {formatCents(refundLeftCents(p))} left
                </option>
              ))}
            </select>
          </label>
          <label>
            Refund amount
            <input type="text" inputMode="decimal" value={props.refundAmount} onChange={(e) => props.onRefundAmount(e.target.value)} />
          </label>
          <button type="submit" disabled={busy}>
            Refund
          </button>
        </form>
      )}
    </section>
  );
}
