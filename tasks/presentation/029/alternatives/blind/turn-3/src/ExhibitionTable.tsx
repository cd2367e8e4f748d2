import type { Exhibition } from "./data";
import { fmtCount, fmtPct, roundOne } from "./format";
import {
  VERDICTS,
  byVisitorsMostFirst,
  formsWeightedRating,
  responseRate,
  sum,
  verdictFor,
  type Verdict,
} from "./stats";

const VERDICT_CLASS: Record<Verdict, string> = {
  Excellent: "verdict excellent",
  Good: "verdict good",
  "Needs attention": "verdict attention",
};

export default function ExhibitionTable({ list }: { list: Exhibition[] }) {
  const rows = byVisitorsMostFirst(list);
  const totalVisitors = sum(list, (e) => e.visitors);
  const totalForms = sum(list, (e) => e.forms);
  // The season's rate: all forms over all visitors, not a mean of the six rates.
  const seasonRate = responseRate(totalForms, totalVisitors);
  const seasonRating = formsWeightedRating(list);

  const verdictLines = VERDICTS.map((v) => {
    const group = list.filter((e) => verdictFor(e.rating) === v);
    return { verdict: v, count: group.length, visitors: sum(group, (e) => e.visitors) };
  });

  return (
    <section className="card" aria-labelledby="visitors-heading">
      <h2 id="visitors-heading">Exhibition visitors</h2>
      <table className="data-table">
        <thead>
          <tr>
            <th scope="col">Exhibition</th>
            <th scope="col" className="num">Visitors</th>
            <th scope="col" className="num">Feedback forms</th>
            <th scope="col" className="num">Response rate</th>
            <th scope="col" className="num">Average rating</th>
            <th scope="col">Verdict</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((e) => {
            const verdict = verdictFor(e.rating);
            return (
              <tr key={e.name}>
                <th scope="row">{e.name}</th>
                <td className="num">{fmtCount(e.visitors)}</td>
                <td className="num">{fmtCount(e.forms)}</td>
                <td className="num">{fmtPct(responseRate(e.forms, e.visitors))}</td>
                <td className="num">{e.rating.toFixed(1)}</td>
                <td>
                  <span className={VERDICT_CLASS[verdict]}>{verdict}</span>
                </td>
              </tr>
            );
          })}
        </tbody>
        <tfoot>
          <tr className="total-row">
            <th scope="row">All exhibitions</th>
            <td className="num">{fmtCount(totalVisitors)}</td>
            <td className="num">{fmtCount(totalForms)}</td>
            <td className="num">{fmtPct(seasonRate)}</td>
            <td className="num">{roundOne(seasonRating).toFixed(1)}</td>
            <td></td>
          </tr>
        </tfoot>
      </table>
      <div className="verdict-lines">
        {verdictLines.map((l) => (
          <p className="line" key={l.verdict}>
            {l.verdict}: {l.count} of {list.length} exhibitions, {fmtCount(l.visitors)} visitors
          </p>
        ))}
      </div>
    </section>
  );
}
