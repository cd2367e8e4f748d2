import { useEffect, useState } from "react";
import CareTeam from "./CareTeam";
import Schedule from "./Schedule";
import { WEEK_DAYS, dayName } from "./calendar";
import { bookableClinicians, describeError, fetchClinicians } from "./scheduling";
import type { Clinician } from "./scheduling";
import { useSchedule } from "./useSchedule";
import "./desk.css";

export default function App() {
  const [clinicians, setClinicians] = useState<Clinician[] | null>(null);
  const [loadError, setLoadError] = useState("");
  const [clinicianId, setClinicianId] = useState("");
  const [day, setDay] = useState(WEEK_DAYS[0]);

  useEffect(() => {
    fetchClinicians()
      .then((all) => {
        setClinicians(all);
        setClinicianId((current) => current || bookableClinicians(all)[0]?.id || "");
      })
      .catch((err) => setLoadError(describeError(err)));
  }, []);

  const bookable = bookableClinicians(clinicians ?? []);
  const clinicianName = bookable.find((c) => c.id === clinicianId)?.name ?? "";
  const { schedule, error: scheduleError } = useSchedule(clinicianId, day);

  return (
    <div className="desk">
      <header className="masthead">
        <h1>Appointment desk</h1>
        <p className="soft">Riverbend Family Clinic · 30-minute appointments, 09:00–16:00</p>
      </header>

      {loadError && (
        <p role="alert" className="bad">
          Could not read the clinicians: {loadError}
        </p>
      )}

      <div className="pickers">
        <div className="pick">
          <label htmlFor="pick-clinician">Clinician</label>
          <select id="pick-clinician" value={clinicianId} onChange={(e) => setClinicianId(e.target.value)}>
            {bookable.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
        <div className="pick">
          <label htmlFor="pick-day">Day</label>
          <select id="pick-day" value={day} onChange={(e) => setDay(e.target.value)}>
            {WEEK_DAYS.map((d) => (
              <option key={d} value={d}>
                {dayName(d)}
              </option>
            ))}
          </select>
        </div>
      </div>

      <div className="split">
        <div className="column">
          {clinicianId ? (
            <Schedule clinicianName={clinicianName} dayText={dayName(day)} schedule={schedule} error={scheduleError} />
          ) : (
            <section className="box">
              <h2>Schedule</h2>
              <p className="soft">No clinician is in service.</p>
            </section>
          )}
        </div>
        <div className="column">
          <CareTeam clinicians={clinicians} />
        </div>
      </div>
    </div>
  );
}
