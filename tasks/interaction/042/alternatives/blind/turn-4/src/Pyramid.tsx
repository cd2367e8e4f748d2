import { fontGrade, V_GRADES, vGrade } from "./grades";
import type { Climb } from "./types";

type Props = { climbs: Climb[] };

export default function Pyramid({ climbs }: Props) {
  const counts = V_GRADES.map((_, grade) => climbs.filter((c) => c.sent && c.grade === grade).length);
  const lines: { grade: number; text: string }[] = [];
  for (let grade = V_GRADES.length - 1; grade >= 0; grade--) {
    const sends = counts[grade];
    if (sends === 0) continue;
    const topHeavy = grade > 0 && sends > counts[grade - 1];
    const noun = sends === 1 ? "send" : "sends";
    lines.push({
      grade,
      text: `${vGrade(grade)} (${fontGrade(grade)}): ${sends} ${noun}${topHeavy ? " (top-heavy)" : ""}`,
    });
  }

  return (
    <section className="card" aria-labelledby="pyramid-heading">
      <h2 id="pyramid-heading">Pyramid</h2>
      {lines.length === 0 ? (
        <p className="muted">No sends yet</p>
      ) : (
        <ul className="pyramid">
          {lines.map((line) => (
            <li key={line.grade}>{line.text}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
