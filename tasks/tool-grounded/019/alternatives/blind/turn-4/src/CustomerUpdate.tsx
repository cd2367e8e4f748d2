import type { FormEvent } from "react";

type Props = {
  text: string;
  messages: string[];
  busy: boolean;
  onTextChange: (text: string) => void;
  onSubmit: (event: FormEvent) => void;
};

export default function CustomerUpdate({ text, messages, busy, onTextChange, onSubmit }: Props) {
  return (
    <section className="panel" aria-labelledby="update-heading">
      <h2 id="update-heading">Customer update</h2>
      <form className="update-form" onSubmit={onSubmit}>
        <label htmlFor="update-text">Update text</label>
        <textarea id="update-text" rows={3} value={text} onChange={(e) => onTextChange(e.target.value)} />
        <div>
          <button type="submit" disabled={busy}>
            Post update
          </button>
        </div>
      </form>
      {messages.map((message, index) => (
        <p key={index} className="message" role="status">
          {message}
        </p>
      ))}
    </section>
  );
}
