import { useState, type FormEvent } from "react";
import { reasonOf, recordPayment } from "../lib/desk";
import { cents, readAmount, usd } from "../lib/money";

type Props = {
  reservationId: string;
  balance: number;
  afterRecording: () => Promise<void>;
  afterRefusal: () => Promise<void>;
};

export default function PaymentForm({ reservationId, balance, afterRecording, afterRefusal }: Props) {
  const [payment, setPayment] = useState("");
  const [method, setMethod] = useState("card");
  const [note, setNote] = useState("");

  async function submit(event: FormEvent) {
    event.preventDefault();
    const value = readAmount(payment);
    if (value === null) {
      setNote("Write the amount like 12.50");
      return;
    }
    if (cents(balance) <= 0) {
      setNote("Nothing is due");
      return;
    }
    if (cents(value) > cents(balance)) {
      setNote(`Only ${usd(balance)} is due`);
      return;
    }
    try {
      const out = await recordPayment(reservationId, value, method);
      setNote(`Recorded ${out.line.id}: ${usd(out.line.amount)} by ${out.line.method ?? method}`);
      setPayment("");
      await afterRecording();
    } catch (err) {
      setNote(`Refused: ${reasonOf(err)}`);
      await afterRefusal();
    }
  }

  return (
    <form className="entry" onSubmit={submit} noValidate>
      <h3>Take a payment</h3>
      <div className="fields">
        <label>
          Payment
          <input type="text" inputMode="decimal" value={payment} onChange={(e) => setPayment(e.target.value)} />
        </label>
        <label>
          Method
          <select value={method} onChange={(e) => setMethod(e.target.value)}>
            <option value="card">Card</option>
            <option value="cash">Cash</option>
          </select>
        </label>
        <button type="submit">Record payment</button>
      </div>
      {note && (
        <p className="note" role="status">
          {note}
        </p>
      )}
    </form>
  );
}
