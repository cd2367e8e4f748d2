import type { FormEvent } from "react";
import { PARAMS, type Fields } from "./water";

type Props = {
  fields: Fields;
  messages: string[];
  onChange: (key: keyof Fields, value: string) => void;
  onSubmit: () => void;
};

export default function ReadingForm({ fields, messages, onChange, onSubmit }: Props) {
  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit();
  }

  return (
    <section className="card" aria-labelledby="new-reading-heading">
      <h2 id="new-reading-heading">New reading</h2>
      <form className="reading-form" noValidate onSubmit={handleSubmit}>
        <div className="field">
          <label htmlFor="field-date">Date</label>
          <input
            id="field-date"
            type="text"
            placeholder="YYYY-MM-DD"
            value={fields.date}
            onChange={(e) => onChange("date", e.target.value)}
          />
        </div>
        {PARAMS.map((param) => (
          <div className="field" key={param.key}>
            <label htmlFor={`field-${param.key}`}>{param.fieldLabel}</label>
            <input
              id={`field-${param.key}`}
              type="number"
              inputMode="decimal"
              value={fields[param.key]}
              onChange={(e) => onChange(param.key, e.target.value)}
            />
          </div>
        ))}
        <div className="form-actions">
          <button type="submit" className="primary">
            Add reading
          </button>
        </div>
      </form>
      {messages.length > 0 && (
        <ul className="messages" aria-live="polite">
          {messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
