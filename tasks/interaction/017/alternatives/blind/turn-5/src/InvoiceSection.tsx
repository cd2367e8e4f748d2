import { formatUsd } from "./money";
import { formatTime } from "./time";

export type Invoice = {
  client: string;
  paidMinutes: number;
  amountCents: number;
};

type Props = {
  client: string;
  onClientChange: (value: string) => void;
  onMake: () => void;
  invoice: Invoice | null;
  outOfDate: boolean;
  problems: string[];
};

export default function InvoiceSection({ client, onClientChange, onMake, invoice, outOfDate, problems }: Props) {
  return (
    <section className="card">
      <h2 id="invoice-heading">Invoice</h2>
      <div className="invoice-controls">
        <div className="field grow">
          <label htmlFor="invoice-client">Client</label>
          <input
            id="invoice-client"
            type="text"
            value={client}
            onChange={(e) => onClientChange(e.target.value)}
          />
        </div>
        <button type="button" className="primary" onClick={onMake}>
          Make invoice
        </button>
      </div>
      {problems.length > 0 && (
        <div role="alert">
          {problems.map((p) => (
            <p key={p} className="error">
              {p}
            </p>
          ))}
        </div>
      )}
      {invoice && (
        <div className="invoice">
          <p className="invoice-title">Invoice for {invoice.client}</p>
          <p>Paid time: {formatTime(invoice.paidMinutes)}</p>
          <p className="invoice-amount">Amount due: {formatUsd(invoice.amountCents)}</p>
          {outOfDate && <p className="warning">Out of date: make the invoice again</p>}
        </div>
      )}
    </section>
  );
}
