import { useEffect, useState } from "react";
import "./app.css";
import { callTool } from "./bridge";
import {
  compareIds,
  duplicateOf,
  errorText,
  findDuplicates,
  readTicket,
  toRow,
  type Row,
  type TicketRead,
} from "./helpdesk";
import DuplicatesTable, { countLabel } from "./DuplicatesTable";
import TicketDetails from "./TicketDetails";
import QueuePanel from "./QueuePanel";

type Job = { job_id: string; run_at: string };

export default function App() {
  const [query, setQuery] = useState("");
  const [lastQuery, setLastQuery] = useState<string | null>(null);
  const [rows, setRows] = useState<Row[] | null>(null);
  const [searchMessage, setSearchMessage] = useState<string | null>(null);
  const [searching, setSearching] = useState(false);

  const [opened, setOpened] = useState<TicketRead | null>(null);
  const [keepText, setKeepText] = useState("");
  const [detailsMessage, setDetailsMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const [jobMessage, setJobMessage] = useState<string | null>(null);

  const [queue, setQueue] = useState<Record<string, number> | null>(null);
  const [queueError, setQueueError] = useState<string | null>(null);

  async function refreshQueue() {
    try {
      const stats = await callTool<{ by_status: Record<string, number> }>("get_queue_stats", {});
      setQueue(stats.by_status);
      setQueueError(null);
    } catch (err) {
      setQueueError("Refused: " + errorText(err));
    }
  }

  useEffect(() => {
    void refreshQueue();
  }, []);

  async function runSearch(words: string) {
    setSearching(true);
    try {
      const found = await findDuplicates(words);
      setRows(found);
      setSearchMessage(null);
    } catch (err) {
      setSearchMessage("Refused: " + errorText(err));
    } finally {
      setSearching(false);
    }
  }

  async function onSearch() {
    const words = query.trim();
    setJobMessage(null);
    if (words === "") {
      setRows(null);
      setSearchMessage("Type at least one word");
      return;
    }
    setLastQuery(words);
    await runSearch(words);
  }

  async function searchAgain() {
    if (lastQuery !== null) await runSearch(lastQuery);
  }

  function showTicket(read: TicketRead) {
    setOpened(read);
    setRows((current) =>
      current ? current.map((row) => (row.id === read.ticket.id ? toRow(read.ticket) : row)) : current,
    );
  }

  async function openTicket(id: string) {
    setDetailsMessage(null);
    setKeepText("");
    try {
      showTicket(await readTicket(id));
    } catch (err) {
      setOpened(null);
      setDetailsMessage("Refused: " + errorText(err));
    }
  }

  async function withBusy(action: () => Promise<void>) {
    setBusy(true);
    try {
      await action();
    } finally {
      setBusy(false);
    }
  }

  function markDuplicate() {
    if (!opened) return;
    const id = opened.ticket.id;
    const keep = keepText.trim();
    setDetailsMessage(null);
    if (keep === id) {
      setDetailsMessage("A ticket cannot duplicate itself");
      return;
    }
    void withBusy(async () => {
      try {
        await readTicket(keep);
      } catch (err) {
        setDetailsMessage("Refused: " + errorText(err));
        return;
      }
      try {
        await callTool("add_comment", { ticket_id: id, body: `Duplicate of ${keep}`, internal: true });
      } catch (err) {
        setDetailsMessage("Refused: " + errorText(err));
        return;
      }
      setKeepText("");
      showTicket(await readTicket(id));
      await refreshQueue();
    });
  }

  function closeDuplicate() {
    if (!opened) return;
    const id = opened.ticket.id;
    setDetailsMessage(null);
    void withBusy(async () => {
      const fresh = await readTicket(id);
      showTicket(fresh);
      if (duplicateOf(fresh.ticket) === null) {
        setDetailsMessage("Mark it as a duplicate first");
        return;
      }
      try {
        await callTool("update_ticket_status", {
          ticket_id: id,
          status: "closed",
          evidence_token: fresh.evidence_token,
        });
      } catch (err) {
        setDetailsMessage("Refused: " + errorText(err));
        showTicket(await readTicket(id));
        return;
      }
      showTicket(await readTicket(id));
      await searchAgain();
      await refreshQueue();
    });
  }

  function reopenTicket() {
    if (!opened) return;
    const id = opened.ticket.id;
    setDetailsMessage(null);
    void withBusy(async () => {
      const fresh = await readTicket(id);
      showTicket(fresh);
      try {
        await callTool("update_ticket_status", {
          ticket_id: id,
          status: "open",
          evidence_token: fresh.evidence_token,
        });
      } catch (err) {
        setDetailsMessage("Refused: " + errorText(err));
        showTicket(await readTicket(id));
        return;
      }
      showTicket(await readTicket(id));
      await searchAgain();
      await refreshQueue();
    });
  }

  async function closeMarkedOvernight() {
    const ids = (rows ?? [])
      .filter((row) => row.duplicateOf !== null)
      .map((row) => row.id)
      .sort(compareIds);
    if (ids.length === 0) {
      setJobMessage("No marked duplicates to close");
      return;
    }
    try {
      const job = await callTool<Job>("schedule_bulk_status", { ticket_ids: ids, status: "closed" });
      const noun = ids.length === 1 ? "ticket" : "tickets";
      setJobMessage(`Job ${job.job_id} will close ${ids.length} ${noun} at ${job.run_at}`);
    } catch (err) {
      setJobMessage("Refused: " + errorText(err));
    }
    await refreshQueue();
  }

  return (
    <main className="page">
      <h1>Duplicate clean-up</h1>

      <form
        className="search"
        onSubmit={(e) => {
          e.preventDefault();
          void onSearch();
        }}
      >
        <label className="field">
          <span>Subject words</span>
          <input type="text" value={query} onChange={(e) => setQuery(e.target.value)} />
        </label>
        <button type="submit" className="primary" disabled={searching}>
          Search
        </button>
      </form>
      {searchMessage && (
        <p className="message" role="status">
          {searchMessage}
        </p>
      )}

      <section className="panel" aria-labelledby="matches-heading">
        <h2 id="matches-heading">Possible duplicates</h2>
        {rows === null ? (
          <p className="muted">Search for subject words to list possible duplicates.</p>
        ) : (
          <>
            <p className="count">{countLabel(rows.length)}</p>
            {rows.length > 0 && <DuplicatesTable rows={rows} onOpen={(id) => void openTicket(id)} />}
          </>
        )}
        <div className="actions">
          <button type="button" onClick={() => void closeMarkedOvernight()}>
            Close marked overnight
          </button>
        </div>
        {jobMessage && (
          <p className="message" role="status">
            {jobMessage}
          </p>
        )}
      </section>

      {opened ? (
        <TicketDetails
          opened={opened}
          keepText={keepText}
          onKeepChange={setKeepText}
          onMark={markDuplicate}
          onClose={closeDuplicate}
          onReopen={reopenTicket}
          message={detailsMessage}
          busy={busy}
        />
      ) : (
        detailsMessage && (
          <p className="message" role="status">
            {detailsMessage}
          </p>
        )
      )}

      <QueuePanel counts={queue} error={queueError} />
    </main>
  );
}
