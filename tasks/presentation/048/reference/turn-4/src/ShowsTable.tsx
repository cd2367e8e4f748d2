import { SEATS_PER_PERFORMANCE, SHOWS, sum, total } from "./shows";
import { percent, thousands } from "./fmt";

/** Compared in whole visitors, so exactly half is Even. */
export const audience = (s: { school: number; public: number }) =>
  s.school > s.public ? "Mostly schools" : s.school < s.public ? "Mostly public" : "Even";

const ranked = [...SHOWS].sort((a, b) => total(b) - total(a));

export default function ShowsTable() {
  const perf = sum(SHOWS, (s) => s.performances);
  const school = sum(SHOWS, (s) => s.school);
  const pub = sum(SHOWS, (s) => s.public);
  return (
    <table>
      <thead>
        <tr>
          <th>Show</th>
          <th className="n">Performances</th>
          <th className="n">School groups</th>
          <th className="n">Public</th>
          <th className="n">Total</th>
          <th className="n">Seats filled</th>
          <th className="n">School share</th>
          <th>Audience</th>
        </tr>
      </thead>
      <tbody>
        {ranked.map((s) => (
          <tr key={s.title}>
            <td>{s.title}</td>
            <td className="n">{s.performances}</td>
            <td className="n">{thousands(s.school)}</td>
            <td className="n">{thousands(s.public)}</td>
            <td className="n">{thousands(total(s))}</td>
            <td className="n">{percent(total(s), s.performances * SEATS_PER_PERFORMANCE)}</td>
            <td className="n">{percent(s.school, total(s))}</td>
            <td>{audience(s)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <td>All shows</td>
          <td className="n">{perf}</td>
          <td className="n">{thousands(school)}</td>
          <td className="n">{thousands(pub)}</td>
          <td className="n">{thousands(school + pub)}</td>
          <td className="n">{percent(school + pub, perf * SEATS_PER_PERFORMANCE)}</td>
          <td className="n">{percent(school, school + pub)}</td>
          <td></td>
        </tr>
      </tfoot>
    </table>
  );
}
