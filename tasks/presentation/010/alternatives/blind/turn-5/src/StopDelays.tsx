import { DELAY_TENTHS, ROUTE_ORDER, signedMinutes, worstStop } from "./stops";

export default function StopDelays() {
  const worst = worstStop(ROUTE_ORDER, DELAY_TENTHS);

  return (
    <section aria-labelledby="delay-heading" className="sheet-section">
      <h2 id="delay-heading">Average delay by stop</h2>
      <table className="grid">
        <thead>
          <tr>
            <th scope="col">Stop</th>
            <th scope="col" className="num">Average delay</th>
          </tr>
        </thead>
        <tbody>
          {ROUTE_ORDER.map((stop) => (
            <tr key={stop}>
              <th scope="row">{stop}</th>
              <td className="num">{signedMinutes(DELAY_TENTHS[stop])}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {worst !== undefined && (
        <p className="summary-line">
          Worst stop: {worst} ({signedMinutes(DELAY_TENTHS[worst])})
        </p>
      )}
      <p className="fine-print">Negative values mean buses left early on average.</p>
    </section>
  );
}
