import type { FormEvent } from "react";
import type { RatePlan } from "./api";

interface Props {
  plans: RatePlan[];
  guestName: string;
  guests: string;
  planCode: string;
  onGuestName: (value: string) => void;
  onGuests: (value: string) => void;
  onPlan: (value: string) => void;
  onBook: () => void;
  busy: boolean;
  problem: string;
}

export default function BookingForm(props: Props) {
  function submit(event: FormEvent) {
    event.preventDefault();
    props.onBook();
  }

  return (
    <div className="sub-card">
      <h3>New booking</h3>
      <form className="inline-form" noValidate onSubmit={submit}>
        <label>
          Guest name
          <input type="text" value={props.guestName} onChange={(e) => props.onGuestName(e.target.value)} />
        </label>
        <label>
          Guests
          <input type="text" inputMode="numeric" value={props.guests} onChange={(e) => props.onGuests(e.target.value)} />
        </label>
        <label>
          Rate plan
          <select value={props.planCode} onChange={(e) => props.onPlan(e.target.value)}>
            {props.plans.map((p) => (
              <option key={p.code} value={p.code}>
                {p.name}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" disabled={props.busy}>
          Book
        </button>
      </form>
      {props.problem && (
        <p role="alert" className="alert">
          {props.problem}
        </p>
      )}
    </div>
  );
}
