import { useEffect, useState } from 'react';
import CareTeam from './CareTeam';
import Schedule from './Schedule';
import { DAYS, labelDay } from './calendar';
import { Appointment, Clinician, FreeSlot, failureText, getAppointments, getClinicians, getFreeSlots } from './scheduling';
import './desk.css';

const FIRST_CHOICE = 'Dr. Amara Osei';

export default function App() {
  const [team, setTeam] = useState<Clinician[] | null>(null);
  const [teamError, setTeamError] = useState<string | null>(null);
  const [clinicianId, setClinicianId] = useState('');
  const [day, setDay] = useState(DAYS[0]);
  const [free, setFree] = useState<FreeSlot[] | null>(null);
  const [appointments, setAppointments] = useState<Appointment[] | null>(null);
  const [scheduleError, setScheduleError] = useState<string | null>(null);

  useEffect(() => {
    getClinicians()
      .then((list) => {
        setTeam(list);
        const working = list.filter((c) => c.active);
        const start = working.find((c) => c.name === FIRST_CHOICE) ?? working[0];
        if (start) setClinicianId(start.id);
      })
      .catch((err) => setTeamError(failureText(err)));
  }, []);

  useEffect(() => {
    if (!clinicianId) return;
    let alive = true;
    setFree(null);
    setAppointments(null);
    setScheduleError(null);
    Promise.all([getFreeSlots(clinicianId, day), getAppointments(clinicianId, day)])
      .then(([slots, appts]) => {
        if (!alive) return;
        setFree(slots);
        setAppointments(appts);
      })
      .catch((err) => alive && setScheduleError(failureText(err)));
    return () => {
      alive = false;
    };
  }, [clinicianId, day]);

  const inService = (team ?? []).filter((c) => c.active).sort((a, b) => a.name.localeCompare(b.name, 'en'));

  return (
    <div className="desk">
      <header className="desk-head">
        <h1>Appointment desk</h1>
        <div className="pickers">
          <label>
            <span className="cap">Clinician</span>
            <select value={clinicianId} onChange={(e) => setClinicianId(e.target.value)} aria-label="Clinician">
              {inService.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          </label>
          <label>
            <span className="cap">Day</span>
            <select value={day} onChange={(e) => setDay(e.target.value)} aria-label="Day">
              {DAYS.map((d) => (
                <option key={d} value={d}>
                  {labelDay(d)}
                </option>
              ))}
            </select>
          </label>
        </div>
      </header>

      {teamError && (
        <p className="notice error" role="alert">
          {teamError}
        </p>
      )}

      <div className="layout">
        <main className="main-col">
          <Schedule free={clinicianId ? free : null} appointments={clinicianId ? appointments : null} error={scheduleError} />
        </main>
        <aside className="side-col">
          {team ? <CareTeam clinicians={team} /> : !teamError && <p className="hint">Loading the care team…</p>}
        </aside>
      </div>
    </div>
  );
}
