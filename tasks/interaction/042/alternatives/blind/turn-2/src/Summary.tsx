import { fontGrade, vGrade } from "./grades";
import { climbPoints, hardestSend } from "./scoring";
import type { Climb } from "./types";

type Props = { climbs: Climb[] };

export default function Summary({ climbs }: Props) {
  const sends = climbs.filter((c) => c.sent).length;
  const points = climbs.reduce((sum, c) => sum + climbPoints(c), 0);
  const hardest = hardestSend(climbs);

  return (
    <section className="card" aria-labelledby="summary-heading">
      <h2 id="summary-heading">Session summary</h2>
      <p>
        Sends: {sends} of {climbs.length}
      </p>
      <p>Points: {points}</p>
      <p>
        {hardest
          ? `Hardest send: ${vGrade(hardest.grade)} (${fontGrade(hardest.grade)}) ${hardest.name}`
          : "Hardest send: none"}
      </p>
    </section>
  );
}
