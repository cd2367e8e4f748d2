export type ActionKind = "reply" | "assign" | "resolve";

export interface ActionEntry {
  seq: number;
  kind: ActionKind;
  text: string;
}

interface Props {
  unansweredBreached: number;
  actions: ActionEntry[];
}

export default function ShiftSummary({ unansweredBreached, actions }: Props) {
  const count = (kind: ActionKind) => actions.filter((a) => a.kind === kind).length;
  return (
    <section className="panel" aria-labelledby="summary-heading">
      <h2 id="summary-heading">Shift summary</h2>
      <ul className="facts">
        <li>Unanswered and breached: {unansweredBreached}</li>
        <li>Replies sent: {count("reply")}</li>
        <li>Reassigned: {count("assign")}</li>
        <li>Resolved: {count("resolve")}</li>
      </ul>
      <h3>Actions</h3>
      {actions.length === 0 ? (
        <p className="muted">No actions yet</p>
      ) : (
        <ul className="plain">
          {actions.map((a) => (
            <li key={a.seq}>{a.text}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
