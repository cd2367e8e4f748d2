export interface LogEntry {
  key: number;
  text: string;
}

export default function ShiftLog({ entries }: { entries: LogEntry[] }) {
  return (
    <section className="room-section shift-log" aria-labelledby="section-shift-log">
      <h2 id="section-shift-log">Shift log</h2>
      {entries.length === 0 ? (
        <p className="empty">No changes yet</p>
      ) : (
        <ul className="room-list">
          {entries.map((entry) => (
            <li key={entry.key} className="room-row">
              <span className="room-line">{entry.text}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
