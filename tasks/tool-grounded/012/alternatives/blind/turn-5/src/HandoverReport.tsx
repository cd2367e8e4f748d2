export type ReportLine = { id: string; text: string };

type Props = {
  lines: ReportLine[];
  handed: number;
  total: number;
};

export default function HandoverReport({ lines, handed, total }: Props) {
  return (
    <>
      <ul className="lines">
        {lines.map((l) => (
          <li key={l.id}>{l.text}</li>
        ))}
      </ul>
      <p className="count summary">{`Handed over ${handed} of ${total} ${total === 1 ? "ticket" : "tickets"}`}</p>
    </>
  );
}
