import { LETTERS, LOWEST_PASS, SCORE_RANGE, atOrBetter, countStudents, percentOf, type Distribution } from "./grades";

export default function BandsTable({ dist }: { dist: Distribution }) {
  const total = countStudents(dist);
  const passRate = percentOf(atOrBetter(dist, LOWEST_PASS), total);
  return (
    <>
      <table className="bands">
        <thead>
          <tr>
            <th scope="col">Grade</th>
            <th scope="col">Score range</th>
            <th scope="col">Students</th>
            <th scope="col">At this grade or better</th>
          </tr>
        </thead>
        <tbody>
          {LETTERS.map((g) => (
            <tr key={g}>
              <th scope="row">{g}</th>
              <td>{SCORE_RANGE[g]}</td>
              <td className="num">{dist[g]}</td>
              <td className="num">{percentOf(atOrBetter(dist, g), total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="headline">Pass rate (C or better): {passRate}</p>
    </>
  );
}
