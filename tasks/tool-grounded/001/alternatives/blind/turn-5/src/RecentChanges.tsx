export interface ChangeEntry {
  seq: number;
  text: string;
}

/** Changes the helpdesk accepted during this visit, newest first. */
export default function RecentChanges({ entries }: { entries: ChangeEntry[] }) {
  return (
    <section className="card recent">
      <h2>Recent changes</h2>
      {entries.length === 0 ? (
        <p className="muted">No changes yet</p>
      ) : (
        <ol className="change-log">
          {entries.map((entry) => (
            <li key={entry.seq}>{entry.text}</li>
          ))}
        </ol>
      )}
    </section>
  );
}
