import { useState, type FormEvent } from "react";
import { postCharge, reasonOf } from "../lib/desk";
import { cents, readAmount, usd } from "../lib/money";

const CATEGORIES = [
  { value: "minibar", label: "Minibar" },
  { value: "restaurant", label: "Restaurant" },
  { value: "parking", label: "Parking" },
  { value: "laundry", label: "Laundry" },
  { value: "misc", label: "Misc" },
];

type Props = {
  reservationId: string;
  chargeLimit: number;
  afterPosting: () => Promise<void>;
  afterRefusal: () => Promise<void>;
};

export default function ChargeForm({ reservationId, chargeLimit, afterPosting, afterRefusal }: Props) {
  const [category, setCategory] = useState("minibar");
  const [description, setDescription] = useState("");
  const [amount, setAmount] = useState("");
  const [note, setNote] = useState("");

  async function submit(event: FormEvent) {
    event.preventDefault();
    const text = description.trim();
    if (!text) {
      setNote("Write a description");
      return;
    }
    const value = readAmount(amount);
    if (value === null) {
      setNote("Write the amount like 12.50");
      return;
    }
    if (cents(value) > cents(chargeLimit)) {
      setNote(`Above the ${usd(chargeLimit)} limit per charge`);
      return;
    }
    try {
      const out = await postCharge(reservationId, category, text, value);
      setNote(`Posted ${out.line.id}: ${usd(out.line.amount)}`);
      setDescription("");
      setAmount("");
      await afterPosting();
    } catch (err) {
      setNote(`Refused: ${reasonOf(err)}`);
      await afterRefusal();
    }
  }

  return (
    <form className="entry" onSubmit={submit} noValidate>
      <h3>Post an extra</h3>
      <div className="fields">
        <label>
          Category
          <select value={category} onChange={(e) => setCategory(e.target.value)}>
            {CATEGORIES.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </select>
        </label>
        <label>
          Description
          <input type="text" value={description} onChange={(e) => setDescription(e.target.value)} />
        </label>
        <label>
          Amount
          <input type="text" inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} />
        </label>
        <button type="submit">Post charge</button>
      </div>
      {note && (
        <p className="note" role="status">
          {note}
        </p>
      )}
    </form>
  );
}
