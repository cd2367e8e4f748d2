import { FormEvent, useState } from 'react';
import { Priority } from './desk';

const CHOICES: Priority[] = ['low', 'normal', 'high', 'urgent'];

interface Props {
  customer: string;
  /** Resolves to the helpdesk's error message, or null when the ticket was created. */
  onCreate: (subject: string, priority: Priority) => Promise<string | null>;
}

export default function NewTicket({ customer, onCreate }: Props) {
  const [subject, setSubject] = useState('');
  const [priority, setPriority] = useState<Priority>('normal');
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSending(true);
    const refusal = await onCreate(subject.trim(), priority);
    setSending(false);
    setProblem(refusal);
    if (refusal === null) {
      setSubject('');
      setPriority('normal');
    }
  };

  return (
    <section className="new-ticket">
      <h2>New ticket</h2>
      <form onSubmit={(e) => void submit(e)}>
        <p className="muted small">{`Opens a ticket for ${customer}.`}</p>
        <div className="form-row">
          <label htmlFor="new-subject">Subject</label>
          <input id="new-subject" type="text" value={subject} onChange={(e) => setSubject(e.target.value)} />
        </div>
        <div className="form-row">
          <label htmlFor="new-priority">Priority</label>
          <select id="new-priority" value={priority} onChange={(e) => setPriority(e.target.value as Priority)}>
            {CHOICES.map((p) => (
              <option key={p} value={p}>
                {p}
              </option>
            ))}
          </select>
        </div>
        {problem && (
          <p className="error" role="alert">
            {problem}
          </p>
        )}
        <button type="submit" disabled={sending || !customer}>
          Create ticket
        </button>
      </form>
    </section>
  );
}
