import type { FolioLine, ResDetail } from "./api";
import { formatUsd } from "./money";

export interface Note {
  text: string;
  bad: boolean;
}

/** Room-night charges are never voided at this desk. */
function canVoid(line: FolioLine): boolean {
  return line.kind === "charge" && !line.voided && line.category !== "room";
}

function lineDescription(line: FolioLine): string {
  if (line.kind === "charge" && line.voided) return `${line.description} (voided: ${line.void_reason ?? ""})`;
  return line.description;
}

function lineType(line: FolioLine): string {
  if (line.kind === "payment") return "Payment";
  if (line.kind === "refund") return "Refund";
  return line.voided ? "Voided" : "Charge";
}

interface Props {
  detail: ResDetail;
  messages: Note[];
  amount: string;
  onAmountChange: (value: string) => void;
  method: "card" | "cash";
  onMethodChange: (value: "card" | "cash") => void;
  onTakePayment: () => void;
  voidReason: string;
  onVoidReasonChange: (value: string) => void;
  onVoid: (line: FolioLine) => void;
}

export default function Settlement(props: Props) {
  const { detail } = props;
  return (
    <section className="panel" aria-labelledby="settlement-heading">
      <h2 id="settlement-heading">Settlement</h2>
      <p className="stay">
        {detail.id} · {detail.guest_name} · room {detail.room ?? "none"} · leaves {detail.departure}
      </p>
      <table>
        <thead>
          <tr>
            <th scope="col">Line</th>
            <th scope="col">Type</th>
            <th scope="col">Description</th>
            <th scope="col" className="num">Amount</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {detail.folio.map((line) => (
            <tr key={line.id}>
              <td>{line.id}</td>
              <td>{lineType(line)}</td>
              <td>{lineDescription(line)}</td>
              <td className="num">{formatUsd(Math.abs(line.amount))}</td>
              <td>
                {canVoid(line) && (
                  <button type="button" className="secondary" onClick={() => props.onVoid(line)}>
                    Void
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="balance">Balance: {formatUsd(detail.balance)}</p>
      <form
        className="form-row"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          props.onTakePayment();
        }}
      >
        <label className="field">
          Amount
          <input type="text" inputMode="decimal" value={props.amount} onChange={(e) => props.onAmountChange(e.target.value)} />
        </label>
        <label className="field">
          Method
          <select value={props.method} onChange={(e) => props.onMethodChange(e.target.value as "card" | "cash")}>
            <option value="card">Card</option>
            <option value="cash">Cash</option>
          </select>
        </label>
        <button type="submit">Take payment</button>
      </form>
      <div className="form-row">
        <label className="field">
          Void reason
          <input
            type="text"
            className="wide"
            value={props.voidReason}
            onChange={(e) => props.onVoidReasonChange(e.target.value)}
          />
        </label>
      </div>
      {props.messages.length > 0 && (
        <ul className="messages" aria-live="polite">
          {props.messages.map((message, index) => (
            <li key={index} className={message.bad ? "note refused" : "note"}>
              {message.text}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
