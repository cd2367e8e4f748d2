import { useState, type FormEvent } from "react";
import { callTool } from "./bridge";
import "./styles.css";

type Status = "open" | "pending" | "resolved" | "closed";
type Comment = { id: string; body: string; internal: boolean; at: string };
type Ticket = {
  id: string;
  subject: string;
  customer: string;
  priority: string;
  status: Status;
  comments: Comment[];
};
type Match = { id: string; subject: string; status: string };
type Row = { id: string; subject: string; customer: string; status: Status; dupOf: string | null };

const MARK = "Duplicate of ";

function countLine(n: number): string {
  if (n === 0) return "No possible duplicates";
  return n === 1 ? "1 possible duplicate" : `${n} possible duplicates`;
}

function duplicateOf(ticket: Ticket): string | null {
  const marks = ticket.comments.filter((c) => c.internal && c.body.startsWith(MARK));
  if (marks.length === 0) return null;
  return marks[marks.length - 1].body.slice(MARK.length);
}

function errorText(error: unknown): string {
  if (error && typeof error === "object" && "message" in error) return String((error as { message: unknown }).message);
  return String(error);
}

export default function App() {
  const [words, setWords] = useState("");
  const [lastQuery, setLastQuery] = useState("");
  const [rows, setRows] = useState<Row[] | null>(null);
  const [searchNote, setSearchNote] = useState<string | null>(null);
  const [detail, setDetail] = useState<Ticket | null>(null);
  const [keep, setKeep] = useState("");
  const [detailNote, setDetailNote] = useState<string | null>(null);

  async function readTicket(id: string): Promise<Ticket> {
    const { ticket } = await callTool<{ ticket: Ticket }>("get_ticket", { ticket_id: id });
    return ticket;
  }

  async function runSearch(query: string) {
    const res = await callTool<{ matches: Match[] }>("search_tickets_cached", { query });
    const found: Row[] = [];
    for (const match of res.matches) {
      const ticket = await readTicket(match.id);
      if (ticket.status === "closed") continue;
      found.push({
        id: ticket.id,
        subject: ticket.subject,
        customer: ticket.customer,
        status: ticket.status,
        dupOf: duplicateOf(ticket),
      });
    }
    found.sort((a, b) => a.id.localeCompare(b.id));
    setRows(found);
  }

  async function onSearch(event: FormEvent) {
    event.preventDefault();
    const query = words.trim();
    if (query === "") {
      setSearchNote("Type at least one word");
      setRows(null);
      return;
    }
    setSearchNote(null);
    setLastQuery(query);
    await runSearch(query);
  }

  async function openTicket(id: string) {
    const ticket = await readTicket(id);
    setDetail(ticket);
    setKeep("");
    setDetailNote(null);
  }

  async function markDuplicate(event: FormEvent) {
    event.preventDefault();
    if (!detail) return;
    const kept = keep.trim();
    if (kept === detail.id) {
      setDetailNote("A ticket cannot duplicate itself");
      return;
    }
    try {
      await readTicket(kept);
    } catch (error) {
      setDetailNote(`Refused: ${errorText(error)}`);
      return;
    }
    try {
      await callTool("add_comment", { ticket_id: detail.id, body: `${MARK}${kept}`, internal: true });
    } catch (error) {
      setDetailNote(`Refused: ${errorText(error)}`);
      return;
    }
    setDetail(await readTicket(detail.id));
    setKeep("");
    setDetailNote(null);
    if (lastQuery) await runSearch(lastQuery);
  }

  return (
    <main className="page">
      <h1>Duplicate clean-up</h1>
      <form className="search" onSubmit={onSearch}>
        <label htmlFor="subject-words">Subject words</label>
        <input id="subject-words" value={words} onChange={(e) => setWords(e.target.value)} />
        <button type="submit">Search</button>
        {searchNote && <span className="alert" role="alert">{searchNote}</span>}
      </form>
      <div className="panels">
        <section className="card" aria-labelledby="dups-heading">
          <h2 id="dups-heading">Possible duplicates</h2>
          {rows !== null && <p>{countLine(rows.length)}</p>}
          {rows !== null && rows.length > 0 && (
            <table>
              <thead>
                <tr>
                  <th>ID</th>
                  <th>Subject</th>
                  <th>Customer</th>
                  <th>Status</th>
                  <th>Duplicate of</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.id}>
                    <td>
                      <button type="button" className="link" onClick={() => openTicket(row.id)}>
                        {row.id}
                      </button>
                    </td>
                    <td>{row.subject}</td>
                    <td>{row.customer}</td>
                    <td>{row.status}</td>
                    <td>{row.dupOf ?? "—"}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
        <section className="card" aria-labelledby="details-heading">
          <h2 id="details-heading">Ticket details</h2>
          {detail === null ? (
            <p className="hint">Open a ticket from the table to read it.</p>
          ) : (
            <div>
              <p>
                <strong>{detail.id}</strong> {detail.subject}
              </p>
              <p>Customer: {detail.customer}</p>
              <p>Priority: {detail.priority}</p>
              <p>Status: {detail.status}</p>
              <h3>Comments</h3>
              {detail.comments.length === 0 ? (
                <p>No comments</p>
              ) : (
                <ul className="comments">
                  {detail.comments.map((c) => (
                    <li key={c.id}>
                      {c.internal ? "Internal" : "Public"} · {c.body}
                    </li>
                  ))}
                </ul>
              )}
              <form className="search" onSubmit={markDuplicate}>
                <label htmlFor="keep-ticket">Keep ticket</label>
                <input id="keep-ticket" value={keep} onChange={(e) => setKeep(e.target.value)} />
                <button type="submit">Mark as duplicate</button>
              </form>
              {detailNote && (
                <p className="alert" role="alert">
                  {detailNote}
                </p>
              )}
            </div>
          )}
        </section>
      </div>
    </main>
  );
}
