import type { ScreenRow } from "./stats";
import { totals } from "./stats";
import { fmtOneDecimal } from "./format";
import AdmissionsChart from "./AdmissionsChart";

const DAYS_IN_NOVEMBER = 30;

export default function AdmissionsSection({ rows }: { rows: ScreenRow[] }) {
  const all = totals(rows);
  const perDay = all.admissions / DAYS_IN_NOVEMBER;
  const perScreening = all.admissions / all.screenings;

  return (
    <section className="panel" aria-labelledby="admissions-heading">
      <h2 id="admissions-heading">Admissions by screen</h2>
      <AdmissionsChart rows={rows} />
      <p className="note">Admissions per day: {fmtOneDecimal(perDay)}</p>
      <p className="note">Admissions per screening: {fmtOneDecimal(perScreening)}</p>
    </section>
  );
}
