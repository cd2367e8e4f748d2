import "./styles.css";
import { SESSIONS_IN_TERM, TARGET_TENTHS, YEAR_GROUPS } from "./data";
import { formatCount, formatPct, formatTenths, percentTenths } from "./format";
import MissedChart from "./MissedChart";

export default function App() {
  const rows = YEAR_GROUPS.map((g) => {
    const possible = g.pupils * SESSIONS_IN_TERM;
    const attendance = percentTenths(possible - g.missed, possible);
    return {
      ...g,
      possible,
      attendance,
      met: attendance >= TARGET_TENTHS,
      persistentRate: percentTenths(g.persistent, g.pupils),
    };
  });

  const totalPossible = rows.reduce((s, r) => s + r.possible, 0);
  const totalMissed = rows.reduce((s, r) => s + r.missed, 0);
  const wholeSchool = percentTenths(totalPossible - totalMissed, totalPossible);
  const belowCount = rows.filter((r) => !r.met).length;
  const totalPupils = rows.reduce((s, r) => s + r.pupils, 0);
  const missedPerPupil = Math.round((totalMissed * 10) / totalPupils);
  const totalPersistent = rows.reduce((s, r) => s + r.persistent, 0);
  const persistentShare = percentTenths(totalPersistent, totalPupils);

  return (
    <main className="page">
      <h1>Fernlea Primary attendance, autumn term 2026</h1>

      <section className="card" aria-labelledby="attendance-heading">
        <h2 id="attendance-heading">Attendance by year group</h2>
        <table className="attendance">
          <thead>
            <tr>
              <th scope="col">Year group</th>
              <th scope="col" className="num">Pupils</th>
              <th scope="col" className="num">Sessions missed</th>
              <th scope="col" className="num">Attendance</th>
              <th scope="col">Status</th>
              <th scope="col" className="num">Persistently absent</th>
              <th scope="col" className="num">Persistent absence rate</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.name}>
                <th scope="row">{r.name}</th>
                <td className="num">{formatCount(r.pupils)}</td>
                <td className="num">{formatCount(r.missed)}</td>
                <td className="num">{formatPct(r.attendance)}</td>
                <td>
                  <span className={r.met ? "badge met" : "badge below"}>
                    {r.met ? "Met target" : "Below target"}
                  </span>
                </td>
                <td className="num">{formatCount(r.persistent)}</td>
                <td className="num">{formatPct(r.persistentRate)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="line">Whole-school attendance: {formatPct(wholeSchool)}</p>
        <p className="line">
          Year groups below target: {belowCount} of {rows.length}
        </p>
        <p className="line">
          Persistently absent pupils: {formatCount(totalPersistent)} ({formatPct(persistentShare)} of pupils)
        </p>
      </section>

      <section className="card" aria-labelledby="missed-heading">
        <h2 id="missed-heading">Sessions missed</h2>
        <MissedChart groups={rows} />
        <p className="line">Total sessions missed: {formatCount(totalMissed)}</p>
        <p className="line">Missed per pupil: {formatTenths(missedPerPupil)}</p>
      </section>
    </main>
  );
}
