import { PARTS, attendanceOf, halfUpPercent, isEligible } from "./logic";
import type { Marks, Singer } from "./logic";

interface Props {
  singers: Singer[];
  rehearsals: string[];
  marks: Marks;
}

export default function PartsTable({ singers, rehearsals, marks }: Props) {
  return (
    <section className="card" aria-labelledby="parts-title">
      <h2 id="parts-title">Parts</h2>
      <table>
        <thead>
          <tr>
            <th scope="col">Part</th>
            <th scope="col">Singers</th>
            <th scope="col">Attendance</th>
            <th scope="col">Eligible</th>
          </tr>
        </thead>
        <tbody>
          {PARTS.map((part) => {
            const members = singers.filter((s) => s.part === part);
            let present = 0;
            let counted = 0;
            let eligible = 0;
            for (const s of members) {
              const a = attendanceOf(marks, rehearsals, s.id);
              present += a.present;
              counted += a.counted;
              if (isEligible(a)) eligible += 1;
            }
            return (
              <tr key={part}>
                <td>{part}</td>
                <td>{members.length}</td>
                <td>{counted === 0 ? "—" : `${halfUpPercent(present, counted)}%`}</td>
                <td>
                  {eligible} of {members.length}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
