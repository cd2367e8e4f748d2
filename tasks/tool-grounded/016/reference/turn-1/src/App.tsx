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
type Row = { id: string; subject: string; customer: string; status: Status };

function countLine(n: number): string {
  if (n === 0) return "No possible duplicates";
  return n === 1 ? "1 possible duplicate" : `${n} possible duplicates`;
}

export default function App() {
  const [words, setWords] = useState("");
  const [rows, setRows] = useState<Row[] | null>(null);
  const [searchNote, setSearchNote] = useState<string | null>(null);

  async function runSearch(query: string) {
    const res = await callTool<{ matches: Match[] }>("search_tickets_cached", { query });
    const found: Row[] = [];
    for (const match of res.matches) {
      const { ticket } = await callTool<{ ticket: Ticket }>("get_ticket", { ticket_id: match.id });
      if (ticket.status === "closed") continue;
      found.push({ id: ticket.id, subject: ticket.subject, customer: ticket.customer, status: ticket.status });
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
    await runSearch(query);
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
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <td>{row.id}</td>
                  <td>{row.subject}</td>
                  <td>{row.customer}</td>
                  <td>{row.status}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </main>
  );
}
