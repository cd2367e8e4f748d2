import { FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import CareTeam from './CareTeam';
import FindPatient from './FindPatient';
import Schedule from './Schedule';
import { GlancePanel, WaitlistPanel } from './SidePanels';
import { DAYS, labelDay } from './calendar';
import {
  Appointment,
  Clinician,
  DayCount,
  FreeSlot,
  WaitingPatient,
  addToWaitlist,
  bookAppointment,
  cancelAppointment,
  failureText,
  getAppointments,
  getClinicDay,
  getClinicians,
  getFreeSlots,
  getPatientAppointments,
  getWaitlist,
  firstFreeFrom,
  moveAppointment,
} from './scheduling';
import './desk.css';

const FIRST_CHOICE = 'Dr. Amara Osei';

type Notice = { ok: boolean; text: string } | null;

export default function App() {
  const [team, setTeam] = useState<Clinician[] | null>(null);
  const [teamError, setTeamError] = useState<string | null>(null);
  const [clinicianId, setClinicianId] = useState('');
  const [day, setDay] = useState(DAYS[0]);
  const [free, setFree] = useState<FreeSlot[] | null>(null);
  const [appointments, setAppointments] = useState<Appointment[] | null>(null);
  const [scheduleError, setScheduleError] = useState<string | null>(null);
  const [patient, setPatient] = useState('');
  const [visitReason, setVisitReason] = useState('');
  const [waiting, setWaiting] = useState<WaitingPatient[] | null>(null);
  const [waitingError, setWaitingError] = useState<string | null>(null);
  const [glance, setGlance] = useState<DayCount[] | null>(null);
  const [glanceError, setGlanceError] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const [nextFree, setNextFree] = useState<string | null>(null);
  const [looking, setLooking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [searchedFor, setSearchedFor] = useState('');
  const [found, setFound] = useState<Appointment[] | null>(null);
  const [findError, setFindError] = useState<string | null>(null);

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

  // Only the newest read may land on screen. One read covers the schedule, its waitlist and the day summary.
  const lastRead = useRef(0);
  const readSchedule = useCallback(async (cid: string, d: string) => {
    const ticket = ++lastRead.current;
    const [sched, queue, summary] = await Promise.allSettled([
      Promise.all([getFreeSlots(cid, d), getAppointments(cid, d)]),
      getWaitlist(cid, d),
      getClinicDay(d),
    ]);
    if (ticket !== lastRead.current) return;
    if (sched.status === 'fulfilled') {
      setFree(sched.value[0]);
      setAppointments(sched.value[1]);
      setScheduleError(null);
    } else {
      setScheduleError(failureText(sched.reason));
    }
    if (queue.status === 'fulfilled') {
      setWaiting(queue.value);
      setWaitingError(null);
    } else {
      setWaitingError(failureText(queue.reason));
    }
    if (summary.status === 'fulfilled') {
      setGlance(summary.value);
      setGlanceError(null);
    } else {
      setGlanceError(failureText(summary.reason));
    }
  }, []);

  useEffect(() => {
    if (!clinicianId) return;
    setFree(null);
    setAppointments(null);
    setScheduleError(null);
    setWaiting(null);
    setGlance(null);
    setNextFree(null);
    void readSchedule(clinicianId, day);
  }, [clinicianId, day, readSchedule]);

  const lastSearch = useRef(0);
  const readPatient = useCallback(async (name: string) => {
    if (!name) return;
    const ticket = ++lastSearch.current;
    try {
      const list = await getPatientAppointments(name);
      if (ticket !== lastSearch.current) return;
      setFound(list.filter((a) => DAYS.includes(a.date)));
      setFindError(null);
    } catch (err) {
      if (ticket === lastSearch.current) setFindError(failureText(err));
    }
  }, []);

  const search = async (name: string) => {
    setSearchedFor(name);
    setFound(null);
    setFindError(null);
    await readPatient(name);
  };

  const cancel = async (appt: Appointment, reason: string) => {
    setBusy(true);
    try {
      await cancelAppointment(appt.id, reason);
      setNotice({ ok: true, text: 'Appointment cancelled' });
    } catch (err) {
      setNotice({ ok: false, text: failureText(err) });
    }
    await Promise.all([readPatient(searchedFor), readSchedule(clinicianId, day)]);
    setBusy(false);
  };

  const move = async (appt: Appointment, newStart: string): Promise<boolean> => {
    setBusy(true);
    let moved = false;
    try {
      const b = await moveAppointment(appt.id, newStart);
      setNotice({ ok: true, text: `Moved to ${b.start}` });
      moved = true;
    } catch (err) {
      setNotice({ ok: false, text: failureText(err) });
    }
    if (moved) await Promise.all([readSchedule(clinicianId, day), readPatient(searchedFor)]);
    setBusy(false);
    return moved;
  };

  const findNextFree = async () => {
    if (!clinicianId) return;
    const who = nameOf(clinicianId);
    setLooking(true);
    try {
      const hit = await firstFreeFrom(clinicianId, day, DAYS);
      setNextFree(hit ? `Next free with ${who}: ${labelDay(hit.date)} ${hit.start}` : `No free slot with ${who} from ${labelDay(day)} to the end of the week`);
    } catch (err) {
      setNextFree(failureText(err));
    }
    setLooking(false);
  };

  const joinWaitlist = async () => {
    const who = patient.trim();
    if (!who) {
      setNotice({ ok: false, text: 'Enter the patient name first' });
      return;
    }
    setBusy(true);
    try {
      const position = await addToWaitlist(clinicianId, day, who);
      setNotice({ ok: true, text: `Added to the waitlist at position ${position}` });
    } catch (err) {
      setNotice({ ok: false, text: failureText(err) });
    }
    await readSchedule(clinicianId, day);
    setBusy(false);
  };

  const nameOf = (id: string) => team?.find((c) => c.id === id)?.name ?? id;

  const book = async (slot: FreeSlot) => {
    const who = patient.trim();
    const why = visitReason.trim();
    if (!who || !why) {
      setNotice({ ok: false, text: 'Enter the patient name and reason first' });
      return;
    }
    setBusy(true);
    try {
      const b = await bookAppointment(clinicianId, day, slot.start, who, why);
      setPatient('');
      setVisitReason('');
      setNotice({
        ok: true,
        text: `${b.booked_for} is booked with ${nameOf(b.resource_id)}, ${labelDay(b.date)} ${b.start} (ref ${b.id})`,
      });
    } catch (err) {
      setNotice({ ok: false, text: failureText(err) });
    }
    await Promise.all([readSchedule(clinicianId, day), readPatient(searchedFor)]);
    setBusy(false);
  };

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
          <button type="button" className="light" disabled={looking || !clinicianId} onClick={() => void findNextFree()}>
            Next free
          </button>
          {nextFree && (
            <output className="next-free" aria-live="polite">
              {nextFree}
            </output>
          )}
        </div>
      </header>

      {teamError && (
        <p className="notice error" role="alert">
          {teamError}
        </p>
      )}

      <div className="layout">
        <main className="main-col">
          <form className="panel patient-bar" onSubmit={(e: FormEvent) => e.preventDefault()}>
            <div className="field">
              <label htmlFor="patient-name">Patient name</label>
              <input id="patient-name" type="text" value={patient} onChange={(e) => setPatient(e.target.value)} />
            </div>
            <div className="field grow">
              <label htmlFor="visit-reason">Reason for visit</label>
              <input id="visit-reason" type="text" value={visitReason} onChange={(e) => setVisitReason(e.target.value)} />
            </div>
          </form>

          {notice &&
            (notice.ok ? (
              <p className="notice ok" role="status">
                {notice.text}
              </p>
            ) : (
              <p className="notice error" role="alert">
                {notice.text}
              </p>
            ))}

          <Schedule
            free={clinicianId ? free : null}
            appointments={clinicianId ? appointments : null}
            error={scheduleError}
            busy={busy}
            onBook={(s) => void book(s)}
            onWaitlist={() => void joinWaitlist()}
          />
          <FindPatient
            results={found}
            error={findError}
            busy={busy}
            clinicianName={nameOf}
            onSearch={(n) => void search(n)}
            onCancel={(a, r) => void cancel(a, r)}
            onMove={move}
          />
        </main>
        <aside className="side-col">
          <GlancePanel rows={glance} error={glanceError} />
          <WaitlistPanel entries={clinicianId ? waiting : null} error={waitingError} />
          {team ? <CareTeam clinicians={team} /> : !teamError && <p className="hint">Loading the care team…</p>}
        </aside>
      </div>
    </div>
  );
}
