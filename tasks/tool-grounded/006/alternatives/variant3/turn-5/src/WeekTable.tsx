import type { BookingSummary, Hold, Resource } from './api';
import { WEEK, dayLabel, overlaps, range } from './dates';
import type { Block } from './dates';
import type { WeekData } from './useWeek';

export interface Selection {
  resourceId: string;
  date: string;
  start: string;
  end: string;
}

interface Props {
  resource: Resource;
  blocks: Block[];
  week: WeekData;
  selected: Selection | null;
  myHold: Hold | null;
  onSelect: (sel: Selection) => void;
  onJoin: (day: string) => void;
  joining: boolean;
}

export default function WeekTable({ resource, blocks, week, selected, myHold, onSelect, onJoin, joining }: Props) {
  const coveringBooking = (day: string, block: Block): BookingSummary | undefined =>
    week.bookings.find((b) => b.date === day && overlaps(block.start, block.end, b.start, b.end));

  function cell(day: string, row: number) {
    const block = blocks[row];
    const booking = coveringBooking(day, block);
    if (booking) {
      const above = row > 0 ? coveringBooking(day, blocks[row - 1]) : undefined;
      if (above && above.id === booking.id) return null; // drawn by the row span above
      let span = 1;
      while (row + span < blocks.length && coveringBooking(day, blocks[row + span])?.id === booking.id) span += 1;
      return (
        <td key={day} rowSpan={span} className="cell cell-booked">
          {`${booking.booked_for} · ${booking.title}`}
        </td>
      );
    }
    const isFree = (week.free[day] ?? []).some((s) => s.start === block.start);
    if (isFree) {
      const chosen =
        !!selected && selected.resourceId === resource.id && selected.date === day && selected.start === block.start;
      return (
        <td key={day} className={chosen ? 'cell cell-free cell-chosen' : 'cell cell-free'}>
          <button
            type="button"
            className="slot-btn"
            aria-pressed={chosen}
            onClick={() => onSelect({ resourceId: resource.id, date: day, start: block.start, end: block.end })}
          >
            {`Reserve ${dayLabel(day)} ${block.start}`}
          </button>
        </td>
      );
    }
    const mine =
      !!myHold && myHold.resource_id === resource.id && myHold.date === day &&
      overlaps(block.start, block.end, myHold.start, myHold.end);
    return (
      <td key={day} className={mine ? 'cell cell-held cell-mine' : 'cell cell-held'}>
        {mine && myHold ? `Held for ${myHold.held_for}` : 'On hold'}
      </td>
    );
  }

  return (
    <table className="week">
      <thead>
        <tr>
          <th scope="col" className="corner">
            Block
          </th>
          {WEEK.map((day) => {
            const full = (week.free[day] ?? []).length === 0;
            return (
              <th scope="col" key={day} className={full ? 'day-full' : undefined}>
                <span className="day-name">{dayLabel(day)}</span>
                {full && (
                  <>
                    {' '}
                    <span className="full-tag">Full</span>{' '}
                    <button type="button" className="join-btn" onClick={() => onJoin(day)} disabled={joining}>
                      {`Join waitlist for ${dayLabel(day)}`}
                    </button>
                  </>
                )}
              </th>
            );
          })}
        </tr>
      </thead>
      <tbody>
        {blocks.map((block, row) => (
          <tr key={block.start}>
            <th scope="row" className="block-label">
              {range(block.start, block.end)}
            </th>
            {WEEK.map((day) => cell(day, row))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
