import { useCallback, useEffect, useRef, useState } from "react";
import { describeError, fetchAppointments, fetchFreeSlots } from "./scheduling";
import type { Appointment, Slot } from "./scheduling";

export interface DaySchedule {
  free: Slot[];
  appointments: Appointment[];
}

/** Live schedule (free slots + appointments) of one clinician on one day. */
export function useSchedule(clinicianId: string, date: string) {
  const [schedule, setSchedule] = useState<DaySchedule | null>(null);
  const [error, setError] = useState("");
  const ticket = useRef(0);

  const reload = useCallback(async () => {
    if (!clinicianId) return;
    const mine = ++ticket.current;
    try {
      const [free, appointments] = await Promise.all([
        fetchFreeSlots(clinicianId, date),
        fetchAppointments(clinicianId, date),
      ]);
      if (mine !== ticket.current) return;
      setSchedule({ free, appointments });
      setError("");
    } catch (err) {
      if (mine === ticket.current) setError(describeError(err));
    }
  }, [clinicianId, date]);

  useEffect(() => {
    setSchedule(null);
    setError("");
    void reload();
  }, [reload]);

  return { schedule, error, reload };
}
