import { daysBetween } from "./dates";
import { PARAMS, formatValue, type Param, type Reading } from "./water";

function changeText(param: Param, from: number, to: number): string {
  const diff = to - from;
  if (diff === 0) return "no change";
  return `${diff > 0 ? "up" : "down"} ${formatValue(param, Math.abs(diff))}`;
}

export default function Trends({ readings }: { readings: Reading[] }) {
  const byDate = [...readings].sort((a, b) => b.date.localeCompare(a.date));
  const later = byDate[0];
  const earlier = byDate[1];

  return (
    <section className="card" aria-labelledby="trends-heading">
      <h2 id="trends-heading">Trends</h2>
      {!later || !earlier ? (
        <p className="muted">Trends need at least two readings</p>
      ) : (
        <>
          <p className="tested">
            Compared {later.date} with {earlier.date} ({daysBetween(earlier.date, later.date)}{" "}
            {daysBetween(earlier.date, later.date) === 1 ? "day" : "days"} apart)
          </p>
          <ul className="param-lines">
            {PARAMS.map((param) => (
              <li key={param.key}>
                {param.name}: {changeText(param, earlier[param.key], later[param.key])}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
