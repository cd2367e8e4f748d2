import type { Instrument } from "../api";

type Props = { current: Instrument | undefined; outOfService: Instrument[] };

export default function InstrumentDetails({ current, outOfService }: Props) {
  return (
    <section className="panel">
      <h2>Instrument details</h2>
      {current ? (
        <dl className="facts">
          <dt>Location</dt>
          <dd>{current.location}</dd>
          {current.note ? (
            <>
              <dt>Note</dt>
              <dd>{current.note}</dd>
            </>
          ) : null}
        </dl>
      ) : (
        <p className="muted">No instrument chosen.</p>
      )}
      {outOfService.length > 0 && (
        <ul className="oos">
          {outOfService.map((r) => (
            <li key={r.id}>
              {r.note ? `Out of service: ${r.name} (${r.note})` : `Out of service: ${r.name}`}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
