export interface ChangeEntry {
  seq: number;
  text: string;
}

export default function RecentChanges({ entries }: { entries: ChangeEntry[] }) {
  return (
    <section className="panel log">
      <h2>Recent changes</h2>
      {entries.length === 0 ? (
        <p className="hint">No changes yet</p>
      ) : (
        <ol className="changes">
          {entries.map((e) => (
            <li key={e.seq}>{e.text}</li>
          ))}
        </ol>
      )}
    </section>
  );
}
