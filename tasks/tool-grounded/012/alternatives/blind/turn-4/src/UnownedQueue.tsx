import type { TicketRow } from "./helpdesk";

export default function UnownedQueue({ tickets }: { tickets: TicketRow[] | null }) {
  if (tickets === null) return <p className="muted">Reading the queue…</p>;
  if (tickets.length === 0) return <p className="muted">Every open ticket has an owner.</p>;
  return (
    <ul className="lines">
      {tickets.map((t) => (
        <li key={t.id}>{`${t.id} · ${t.subject} · ${t.priority} · ${t.status}`}</li>
      ))}
    </ul>
  );
}
