import { useEffect, useState } from "react";
import CareTeam from "./CareTeam";
import ClinicGlance from "./ClinicGlance";
import FindPatient from "./FindPatient";
import Schedule from "./Schedule";
import WaitlistPanel from "./WaitlistPanel";
import { WEEK_DAYS, clock, dayName } from "./calendar";
import {
  addToWaitlist,
  bookAppointment,
  bookableClinicians,
  describeError,
  fetchClinicians,
  fetchDayCounts,
  fetchWaitlist,
  findNextFree,
} from "./scheduling";
import type { Clinician, Slot } from "./scheduling";
import { useLiveList } from "./useLiveList";
import { useSchedule } from "./useSchedule";
import "./desk.css";

export default function App() {
  const [clinicians, setClinicians] = useState<Clinician[] | null>(null);
  const [loadError, setLoadError] = useState("");
  const [clinicianId, setClinicianId] = useState("");
  const [day, setDay] = useState(WEEK_DAYS[0]);
  const [patientName, setPatientName] = useState("");
  const [visitReason, setVisitReason] = useState("");
  const [notice, setNotice] = useState<{ tone: "good" | "bad"; text: string } | null>(null);
  const [working, setWorking] = useState(false);
  const [signal, setSignal] = useState(0);
  const [nextFree, setNextFree] = useState<{ tone: "good" | "bad" | "soft"; text: string } | null>(null);
  const [searchingNext, setSearchingNext] = useState(false);

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
  const { schedule, error: scheduleError, reload } = useSchedule(clinicianId, day);
  const nameOf = (id: string) => (clinicians ?? []).find((c) => c.id === id)?.name ?? id;
  const waitlist = useLiveList(clinicianId ? `${clinicianId}|${day}` : "", () => fetchWaitlist(clinicianId, day));
  const glance = useLiveList(day, () => fetchDayCounts(day));

  /** Re-reads the schedule, the waitlist and the clinic overview. */
  async function refreshDesk() {
    await Promise.all([reload(), waitlist.reload(), glance.reload()]);
  }

  async function showNextFree() {
    if (!clinicianId) return;
    const who = nameOf(clinicianId);
    setSearchingNext(true);
    setNextFree(null);
    try {
      const found = await findNextFree(clinicianId, day, WEEK_DAYS);
      setNextFree(
        found
          ? { tone: "good", text: `Next free with ${who}: ${dayName(found.date)} ${clock(found.start)}` }
          : { tone: "soft", text: `No free slot with ${who} from ${dayName(day)} to the end of the week.` },
      );
    } catch (err) {
      setNextFree({ tone: "bad", text: describeError(err) });
    } finally {
      setSearchingNext(false);
    }
  }

  async function joinWaitlist() {
    const patient = patientName.trim();
    if (!patient) {
      setNotice({ tone: "bad", text: "Enter the patient name first" });
      return;
    }
    setWorking(true);
    setNotice(null);
    try {
      const position = await addToWaitlist(clinicianId, day, patient);
      await waitlist.reload();
      setNotice({ tone: "good", text: `Added to the waitlist at position ${position}` });
    } catch (err) {
      setNotice({ tone: "bad", text: describeError(err) });
    } finally {
      setWorking(false);
    }
  }

  async function book(slot: Slot) {
    const patient = patientName.trim();
    const reason = visitReason.trim();
    if (!patient || !reason) {
      setNotice({ tone: "bad", text: "Enter the patient name and reason first" });
      return;
    }
    setWorking(true);
    setNotice(null);
    try {
      const appt = await bookAppointment(clinicianId, day, slot.start, patient, reason);
      setPatientName("");
      setVisitReason("");
      await refreshDesk();
      setSignal((n) => n + 1);
      setNotice({
        tone: "good",
        text: `${appt.booked_for || patient} is booked with ${nameOf(appt.resource_id || clinicianId)}, ${dayName(appt.date || day)} ${clock(appt.start)} (ref ${appt.id})`,
      });
    } catch (err) {
      setNotice({ tone: "bad", text: describeError(err) });
      await refreshDesk();
    } finally {
      setWorking(false);
    }
  }

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
        <div className="pick">
          <button type="button" disabled={searchingNext || !clinicianId} onClick={() => void showNextFree()}>
            Next free
          </button>
        </div>
        <div className="pick">
          <label htmlFor="patient-name">Patient name</label>
          <input
            id="patient-name"
            type="text"
            maxLength={80}
            value={patientName}
            onChange={(e) => setPatientName(e.target.value)}
          />
        </div>
        <div className="pick">
          <label htmlFor="visit-reason">Reason for visit</label>
          <input
            id="visit-reason"
            type="text"
            maxLength={120}
            value={visitReason}
            onChange={(e) => setVisitReason(e.target.value)}
          />
        </div>
      </div>

      {nextFree && (
        <p role={nextFree.tone === "bad" ? "alert" : "status"} className={nextFree.tone}>
          {nextFree.text}
        </p>
      )}

      {notice && (
        <p role={notice.tone === "bad" ? "alert" : "status"} className={notice.tone}>
          {notice.text}
        </p>
      )}

      <div className="split">
        <div className="column">
          {clinicianId ? (
            <Schedule
              clinicianName={clinicianName}
              dayText={dayName(day)}
              schedule={schedule}
              error={scheduleError}
              working={working}
              onBook={(s) => void book(s)}
              onWaitlist={() => void joinWaitlist()}
            />
          ) : (
            <section className="box">
              <h2>Schedule</h2>
              <p className="soft">No clinician is in service.</p>
            </section>
          )}
          <WaitlistPanel entries={clinicianId ? waitlist.data : []} error={waitlist.error} />
          <ClinicGlance clinicians={bookable} counts={glance.data} error={glance.error} />
        </div>
        <div className="column">
          <FindPatient clinicianName={nameOf} refreshSignal={signal} onChanged={refreshDesk} />
          <CareTeam clinicians={clinicians} />
        </div>
      </div>
    </div>
  );
}
