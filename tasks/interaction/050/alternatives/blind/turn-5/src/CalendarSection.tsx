interface Props {
  day: number;
  onNextDay: () => void;
}

export default function CalendarSection({ day, onNextDay }: Props) {
  return (
    <section className="panel" aria-labelledby="calendar-heading">
      <h2 id="calendar-heading">Club calendar</h2>
      <div className="form-row">
        <p className="day">Day {day}</p>
        <button type="button" onClick={onNextDay}>
          Next day
        </button>
      </div>
    </section>
  );
}
