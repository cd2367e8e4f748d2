import { bandOf } from "./bands";
import { PARAMS, formatValue, type Reading } from "./water";

export default function LatestReading({ reading }: { reading: Reading | null }) {
  return (
    <section className="card" aria-labelledby="latest-heading">
      <h2 id="latest-heading">Latest reading</h2>
      {reading === null ? (
        <p className="muted">No readings logged yet</p>
      ) : (
        <>
          <p className="tested">Tested on {reading.date}</p>
          <ul className="param-lines">
            {PARAMS.map((param) => {
              const band = bandOf(param.key, reading[param.key]);
              return (
                <li key={param.key}>
                  {param.name}: {formatValue(param, reading[param.key])}{" "}
                  <span className={`band band-${band.toLowerCase()}`}>({band})</span>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}
