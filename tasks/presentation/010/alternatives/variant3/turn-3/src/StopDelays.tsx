import { AVERAGE_DELAY, SERVED_ORDER } from './data';

function signedMinutes(value: number): string {
  const sign = value > 0 ? '+' : value < 0 ? '-' : '';
  return `${sign}${Math.abs(value).toFixed(1)} min`;
}

export default function StopDelays() {
  const stops = SERVED_ORDER.map((name) => ({ name, delay: AVERAGE_DELAY[name] }));
  const worst = stops.reduce((a, b) => (b.delay > a.delay ? b : a));

  return (
    <section className="card" aria-labelledby="delay-heading">
      <h2 id="delay-heading">Average delay by stop</h2>
      <table className="grid-table">
        <thead>
          <tr>
            <th scope="col">Stop</th>
            <th scope="col" className="num">Average delay</th>
          </tr>
        </thead>
        <tbody>
          {stops.map((s) => (
            <tr key={s.name}>
              <th scope="row">{s.name}</th>
              <td className={s.delay < 0 ? 'num early' : 'num'}>{signedMinutes(s.delay)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="week-line">
        Worst stop: {worst.name} ({signedMinutes(worst.delay)})
      </p>
    </section>
  );
}
