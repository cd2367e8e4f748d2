import { FAMILIES, dayCount, familyLabel, type Rota } from "./data";

type Props = {
  rota: Rota;
};

export default function TotalsSection({ rota }: Props) {
  return (
    <section className="panel" aria-labelledby="totals-heading">
      <h2 id="totals-heading">Driving totals</h2>
      <ul className="totals-list">
        {FAMILIES.map((f, i) => {
          const days = rota.filter((driver) => driver === i).length;
          return (
            <li key={f.surname}>
              {familyLabel(i)}: {dayCount(days)}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
