import { useState, type FormEvent } from "react";
import type { CodeId } from "./cart";

type Props = {
  code: CodeId | null;
  message: string | null;
  /** A condition of the applied code that currently is not met. */
  codeNote: string | null;
  onApply: (text: string) => void;
  onRemove: () => void;
};

export default function PromoForm({ code, message, codeNote, onApply, onRemove }: Props) {
  const [text, setText] = useState("");

  function submit(event: FormEvent) {
    event.preventDefault();
    if (text.trim() === "") return;
    onApply(text);
    setText("");
  }

  return (
    <div className="promo">
      <form onSubmit={submit} className="promo-form">
        <label htmlFor="promo-code">Promo code</label>
        <input id="promo-code" type="text" value={text} onChange={(e) => setText(e.target.value)} />
        <button type="submit" disabled={text.trim() === ""}>
          Apply
        </button>
      </form>
      {message && (
        <p className="promo-message" role="status">
          {message}
        </p>
      )}
      {code && (
        <p className="promo-applied">
          Code {code} applied{" "}
          <button type="button" className="link" onClick={onRemove}>
            Remove code
          </button>
        </p>
      )}
      {codeNote && (
        <p className="promo-message" role="status">
          {codeNote}
        </p>
      )}
    </div>
  );
}
