import { useEffect, useState } from "react";
import { callTool } from "./bridge";
import "./styles.css";
import type { OrderDetail, OrderRow, Schedule } from "./api";
import { errorMessage, fetchPmOrders, fetchSchedules, readOrder } from "./api";
import SchedulesSection from "./SchedulesSection";
import PmOrdersSection from "./PmOrdersSection";

type Result = { work_order: OrderDetail };

export default function App() {
  const [schedules, setSchedules] = useState<Schedule[]>([]);
  const [schedError, setSchedError] = useState<string | null>(null);
  const [schedMessages, setSchedMessages] = useState<string[]>([]);

  const [pmOrders, setPmOrders] = useState<OrderRow[]>([]);
  const [pmError, setPmError] = useState<string | null>(null);
  const [pmMessages, setPmMessages] = useState<string[]>([]);
  const [notes, setNotes] = useState<Record<string, string>>({});

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

  async function complete(order: OrderRow) {
    const note = (notes[order.id] ?? "").trim();
    if (note.length < 5 || note.length > 300) {
      setPmMessages(["A completion note needs 5 to 300 characters"]);
      return;
    }
    setBusy(true);
    const lines: string[] = [];
    try {
      let { work_order, evidence_token } = await readOrder(order.id);
      const pending = work_order.parts.filter((p) => p.reserved > 0);
      if (pending.length > 0) {
        for (const part of pending) {
          await callTool("release_part", { work_order_id: order.id, sku: part.sku, quantity: part.reserved });
          lines.push(`Released ${part.reserved} × ${part.sku}`);
        }
        ({ work_order, evidence_token } = await readOrder(order.id));
      }
      const res = await callTool<Result>("complete_work_order", {
        work_order_id: order.id,
        evidence_token,
        completion_note: note,
      });
      lines.push(`${res.work_order.id} completed ${res.work_order.met_target ? "on target" : "late"}`);
      setPmMessages(lines);
      setNotes((prev) => ({ ...prev, [order.id]: "" }));
      await loadAll();
    } catch (err) {
      lines.push(`Not completed: ${errorMessage(err)}`);
      setPmMessages(lines);
      await loadPm();
    }
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
        notes={notes}
        onNote={(id, value) => setNotes((prev) => ({ ...prev, [id]: value }))}
        onComplete={complete}
        busy={busy}
        messages={pmMessages}
        error={pmError}
      />
    </main>
  );
}
