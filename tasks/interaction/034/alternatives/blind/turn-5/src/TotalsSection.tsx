import { FAMILIES, dayCount, familyLabel, weekDays, type Rota } from "./data";

type Props = {
  rota: Rota;
  /** Driving days per family from the weeks already finished. */
  finished: number[];
};

export default function TotalsSection({ rota, finished }: Props) {
  return (
    <section className="panel" aria-labelledby="totals-heading">
      <h2 id="totals-heading">Driving totals</h2>
      <ul className="totals-list">
        {FAMILIES.map((f, i) => {
          const thisWeek = weekDays(rota, i);
          const term = finished[i] + thisWeek;
          return (
            <li key={f.surname}>
              {familyLabel(i)}: {dayCount(thisWeek)} this week, {term} this term
            </li>
          );
        })}
      </ul>
    </section>
  );
}
