import { formatTime } from "./time";

interface Props {
  mainShow: number;
  encore: number;
}

export default function Night({ mainShow, encore }: Props) {
  return (
    <section className="card" aria-labelledby="night-heading">
      <h2 id="night-heading">Night</h2>
      <div className="night-figures">
        <p>Main show: {formatTime(mainShow)}</p>
        <p>Whole night: {formatTime(mainShow + encore)}</p>
      </div>
    </section>
  );
}
