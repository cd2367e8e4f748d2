import { PARTS, attendanceOf, isEligible } from "./logic";
import type { Marks, Singer } from "./logic";

interface Props {
  singers: Singer[];
  rehearsals: string[];
  marks: Marks;
}

export default function ConcertList({ singers, rehearsals, marks }: Props) {
  const eligible = singers.filter((s) => isEligible(attendanceOf(marks, rehearsals, s.id)));
  return (
    <section className="card concert-list" aria-labelledby="concert-title">
      <h2 id="concert-title">Concert list</h2>
      {PARTS.map((part) => {
        const names = eligible.filter((s) => s.part === part).map((s) => s.name);
        return (
          <p key={part}>
            {part}: {names.length === 0 ? "none" : names.join(", ")}
          </p>
        );
      })}
      <p className="summary">
        Concert choir: {eligible.length} of {singers.length} singers
      </p>
    </section>
  );
}
