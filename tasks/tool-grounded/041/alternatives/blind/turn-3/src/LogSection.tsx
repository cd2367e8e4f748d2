
export interface LogEntry {
  kind: "void" | "move";
  cents: number;
  text: string;
}

export default function LogSection({ entries }: { entries: LogEntry[] }) {
  return (
    <section className="panel" aria-labelledby="log-heading">
      <h2 id="log-heading">Corrections log</h2>
      {entries.length === 0 ? (
        <p>No corrections yet</p>
      ) : (
        <ul className="log">
          {entries.map((e, i) => (
            <li key={`${entries.length - i}`}>{e.text}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
