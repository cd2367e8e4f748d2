import type { WeekData } from "../api";
import { BLOCKS, WEEK, span } from "../week";

export type Picked = { date: string; start: string; end: string };

type Props = {
  data: WeekData;
  picked: Picked | null;
  onPick: (p: Picked) => void;
};

export default function WeekGrid({ data, picked, onPick }: Props) {
  return (
    <table className="grid">
      <thead>
        <tr>
          <th scope="col">Block</th>
          {WEEK.map((day) => (
            <th scope="col" key={day.date}>
              {day.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {BLOCKS.map((block) => (
          <tr key={block.start}>
            <th scope="row">{span(block.start, block.end)}</th>
            {WEEK.map((day) => {
              const booking = data.bookings.find(
                (b) => b.date === day.date && b.start <= block.start && block.start < b.end,
              );
              if (booking) {
                return (
                  <td key={day.date} className="booked">
                    {`${booking.booked_for} \u00b7 ${booking.title}`}
                  </td>
                );
              }
              const slot = (data.freeByDate[day.date] ?? []).find((s) => s.start === block.start);
              if (slot) {
                const isPicked = picked?.date === day.date && picked.start === slot.start;
                return (
                  <td key={day.date} className="free">
                    <button
                      type="button"
                      aria-pressed={isPicked}
                      className={isPicked ? "slot picked" : "slot"}
                      onClick={() => onPick({ date: day.date, start: slot.start, end: slot.end })}
                    >
                      {`Reserve ${day.label} ${slot.start}`}
                    </button>
                  </td>
                );
              }
              return (
                <td key={day.date} className="held">
                  Not available
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
