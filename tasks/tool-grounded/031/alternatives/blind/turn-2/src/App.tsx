import { useEffect, useState } from "react";
import { callTool } from "./bridge";
import "./styles.css";
import type { OrderRow, Schedule } from "./api";
import { errorMessage, fetchPmOrders, fetchSchedules } from "./api";
import SchedulesSection from "./SchedulesSection";
import PmOrdersSection from "./PmOrdersSection";

type Result = { work_order: { id: string } };

export default function App() {
  const [schedules, setSchedules] = useState<Schedule[]>([]);
  const [schedError, setSchedError] = useState<string | null>(null);
  const [schedMessages, setSchedMessages] = useState<string[]>([]);

  const [pmOrders, setPmOrders] = useState<OrderRow[]>([]);
  const [pmError, setPmError] = useState<string | null>(null);

  const [busy, setBusy] = useState(false);

  async function loadSchedules() {
    try {
      setSchedules(await fetchSchedules());
      setSchedError(null);
    } catch (err) {
      setSchedError(`Could not load the schedules: ${errorMessage(err)}`);
    }
  }

  async function loadPm() {
    try {
      setPmOrders(await fetchPmOrders());
      setPmError(null);
    } catch (err) {
      setPmError(`Could not load the PM work orders: ${errorMessage(err)}`);
    }
  }

  async function loadAll() {
    await loadSchedules();
    await loadPm();
  }

  useEffect(() => {
    void loadAll();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  async function refresh() {
    setBusy(true);
    await loadAll();
    setBusy(false);
  }

  async function raise(schedule: Schedule) {
    setBusy(true);
    try {
      const res = await callTool<Result>("generate_pm_work_order", { schedule_id: schedule.id });
      setSchedMessages([`Raised ${res.work_order.id} for ${schedule.id}`]);
    } catch (err) {
      setSchedMessages([`Not raised: ${errorMessage(err)}`]);
    }
    await loadAll();
    setBusy(false);
  }

  return (
    <main className="desk">
      <header className="top">
        <h1>PM desk</h1>
        <button type="button" onClick={refresh} disabled={busy}>
          Refresh
        </button>
      </header>
      <SchedulesSection
        schedules={schedules}
        onRaise={raise}
        busy={busy}
        messages={schedMessages}
        error={schedError}
      />
      <PmOrdersSection
        orders={pmOrders}
        error={pmError}
      />
    </main>
  );
}
