import { LETTERS, SCORE_RANGE, type GradeCounts } from './grades';
import { atOrBetter, percent, totalStudents } from './stats';

interface Props {
  counts: GradeCounts;
}

export function BandsTable({ counts }: Props) {
  const total = totalStudents(counts);
  return (
    <table className="bands">
      <thead>
        <tr>
          <th scope="col">Grade</th>
          <th scope="col">Score range</th>
          <th scope="col" className="num">Students</th>
          <th scope="col" className="num">At this grade or better</th>
        </tr>
      </thead>
      <tbody>
        {LETTERS.map((letter) => (
          <tr key={letter}>
            <th scope="row">{letter}</th>
            <td>{SCORE_RANGE[letter]}</td>
            <td className="num">{counts[letter]}</td>
            <td className="num">{percent(atOrBetter(counts, letter), total)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
