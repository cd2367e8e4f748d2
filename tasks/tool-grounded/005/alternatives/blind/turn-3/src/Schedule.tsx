import type { DaySchedule } from "./useSchedule";
import type { Appointment, Slot } from "./scheduling";
import { span } from "./calendar";

type Row = { start: string; end: string; appointment?: Appointment };

function rowsOf(schedule: DaySchedule): Row[] {
  const rows: Row[] = [
    ...schedule.appointments.map((a) => ({ start: a.start, end: a.end, appointment: a })),
    ...schedule.free.map((s: Slot) => ({ start: s.start, end: s.end })),
  ];
  return rows.sort((a, b) => a.start.localeCompare(b.start));
}

interface Props {
  clinicianName: string;
  dayText: string;
  schedule: DaySchedule | null;
  error: string;
  working: boolean;
  onBook: (slot: Slot) => void;
}

export default function Schedule({ clinicianName, dayText, schedule, error, working, onBook }: Props) {
  return (
    <section className="box">
      <h2>Schedule</h2>
      <p className="soft">
        {clinicianName} · {dayText}
      </p>
      {error && (
        <p role="alert" className="bad">
          {error}
        </p>
      )}
      {schedule === null && !error && <p className="soft">Loading the day…</p>}
      {schedule !== null && (
        <>
          <p className="tally">{schedule.free.length} free slots</p>
          <table className="day">
            <thead>
              <tr>
                <th scope="col">Time</th>
                <th scope="col">Patient</th>
                <th scope="col">Reason</th>
              </tr>
            </thead>
            <tbody>
              {rowsOf(schedule).map((row) =>
                row.appointment ? (
                  <tr key={`a-${row.appointment.id}`} className="taken">
                    <td className="time">{span(row.start, row.end)}</td>
                    <td>{row.appointment.booked_for}</td>
                    <td>{row.appointment.title}</td>
                  </tr>
                ) : (
                  <tr key={`f-${row.start}`} className="open">
                    <td className="time">{span(row.start, row.end)}</td>
                    <td colSpan={2}>
                      <span className="free-word">Free</span>
                      <button
                        type="button"
                        disabled={working}
                        onClick={() => onBook({ start: row.start, end: row.end })}
                      >
                        Book
                      </button>
                    </td>
                  </tr>
                ),
              )}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}
