import type { BookingDetail, FolioLine } from "../lib/desk";
import { usd } from "../lib/money";
import ChargeForm from "./ChargeForm";

type Props = {
  stay: BookingDetail;
  chargeLimit: number;
  note: string;
  refreshFolio: () => Promise<void>;
  refreshFolioAndStays: () => Promise<void>;
};

function signedAmount(line: FolioLine): number {
  return line.kind === "payment" ? -line.amount : line.amount;
}

export default function FolioPanel({ stay, chargeLimit, note, refreshFolio, refreshFolioAndStays }: Props) {
  return (
    <section className="box" aria-labelledby="folio-heading">
      <h2 id="folio-heading">Folio</h2>
      <p className="who">{`${stay.id} · ${stay.guest_name} · room ${stay.room ?? "None"}`}</p>
      <table className="grid">
        <thead>
          <tr>
            <th scope="col">Line</th>
            <th scope="col">Description</th>
            <th scope="col" className="num">
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {stay.folio.map((line) => (
            <tr key={line.id} className={line.voided ? "voided" : undefined}>
              <td className="code">{line.id}</td>
              <td>{line.voided ? `${line.description} (voided)` : line.description}</td>
              <td className="num">{usd(signedAmount(line))}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="totals">
        {`Charges ${usd(stay.charges_total)} · Payments ${usd(stay.payments_total)} · Balance ${usd(stay.balance)}`}
      </p>
      <ChargeForm
        reservationId={stay.id}
        chargeLimit={chargeLimit}
        afterPosting={refreshFolioAndStays}
        afterRefusal={refreshFolio}
      />
      {note && (
        <p className="note" role="status">
          {note}
        </p>
      )}
    </section>
  );
}
