import { useState } from "react";
import type { FormEvent } from "react";
import { PRIORITY_OPTIONS, createTicket, messageOf } from "./api";
import type { Priority } from "./api";

interface Props {
  customer: string;
  onCreated: (ticketId: string) => void;
}

const MIN_SUBJECT = 3;
const MAX_SUBJECT = 120;

export default function NewTicket({ customer, onCreated }: Props) {
  const [subject, setSubject] = useState("");
  const [priority, setPriority] = useState<Priority>("normal");
  const [hint, setHint] = useState("");
  const [problem, setProblem] = useState("");
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const text = subject.trim();
    if (text.length < MIN_SUBJECT) {
      setHint(`The subject needs at least ${MIN_SUBJECT} characters.`);
      return;
    }
    if (text.length > MAX_SUBJECT) {
      setHint(`The subject can have at most ${MAX_SUBJECT} characters.`);
      return;
    }
    setHint("");
    setProblem("");
    setSaving(true);
    try {
      const created = await createTicket(text, customer, priority);
      setSubject("");
      setPriority("normal");
      onCreated(created.id);
    } catch (err) {
      setProblem(messageOf(err));
    } finally {
      setSaving(false);
    }
  }

  return (
    <section className="panel new-ticket">
      <h2>New ticket</h2>
      <p className="note small">Opens a ticket for {customer}.</p>
      <form className="new-ticket-form" onSubmit={submit}>
        <div className="field grow">
          <label htmlFor="new-subject">Subject</label>
          <input
            id="new-subject"
            type="text"
            maxLength={MAX_SUBJECT}
            value={subject}
            onChange={(e) => setSubject(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor="new-priority">Priority</label>
          <select id="new-priority" value={priority} onChange={(e) => setPriority(e.target.value as Priority)}>
            {PRIORITY_OPTIONS.map((p) => (
              <option key={p} value={p}>
                {p}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" disabled={saving}>
          Create ticket
        </button>
      </form>
      {hint && <p className="hint">{hint}</p>}
      {problem && (
        <div role="alert" className="alert">
          {problem}
        </div>
      )}
    </section>
  );
}
