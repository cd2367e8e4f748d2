import { useEffect, useState } from "react";
import { callTool } from "./bridge";
import "./styles.css";
import type { DuplicateRow, OrderDetail, OrderRow, Schedule, SignoffRow } from "./api";
import {
  errorMessage,
  fetchDuplicates,
  fetchPmOrders,
  fetchSchedules,
  fetchSignoff,
  formatUsd,
  readOrder,
} from "./api";
import SchedulesSection from "./SchedulesSection";
import PmOrdersSection from "./PmOrdersSection";
import SignoffSection from "./SignoffSection";
import DuplicatesSection from "./DuplicatesSection";

type Result = { work_order: OrderDetail };

export default function App() {
  const [schedules, setSchedules] = useState<Schedule[]>([]);
  const [schedError, setSchedError] = useState<string | null>(null);
  const [schedMessages, setSchedMessages] = useState<string[]>([]);

  const [pmOrders, setPmOrders] = useState<OrderRow[]>([]);
  const [pmError, setPmError] = useState<string | null>(null);
  const [pmMessages, setPmMessages] = useState<string[]>([]);
  const [notes, setNotes] = useState<Record<string, string>>({});

  const [signoff, setSignoff] = useState<SignoffRow[]>([]);
  const [signoffError, setSignoffError] = useState<string | null>(null);
  const [signoffMessage, setSignoffMessage] = useState<string | null>(null);

  const [duplicates, setDuplicates] = useState<DuplicateRow[]>([]);
  const [dupError, setDupError] = useState<string | null>(null);
  const [dupMessage, setDupMessage] = useState<string | null>(null);

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

  async function loadSignoff() {
    try {
      setSignoff(await fetchSignoff());
      setSignoffError(null);
    } catch (err) {
      setSignoffError(`Could not load the orders awaiting sign-off: ${errorMessage(err)}`);
    }
  }

  async function loadDuplicates() {
    try {
      setDuplicates(await fetchDuplicates());
      setDupError(null);
    } catch (err) {
      setDupError(`Could not load the duplicates: ${errorMessage(err)}`);
    }
  }

  async function loadAll() {
    await loadSchedules();
    await loadPm();
    await loadSignoff();
    await loadDuplicates();
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

  async function closeOrder(row: SignoffRow) {
    setBusy(true);
    try {
      const { evidence_token } = await readOrder(row.id);
      const res = await callTool<Result>("close_work_order", { work_order_id: row.id, evidence_token });
      setSignoffMessage(`${res.work_order.id} closed at ${formatUsd(res.work_order.total_cost)}`);
    } catch (err) {
      setSignoffMessage(`Not closed: ${errorMessage(err)}`);
    }
    await loadSignoff();
    setBusy(false);
  }

  async function cancelDuplicate(row: DuplicateRow) {
    setBusy(true);
    try {
      const { evidence_token } = await readOrder(row.id);
      await callTool<Result>("cancel_work_order", {
        work_order_id: row.id,
        evidence_token,
        reason: `Duplicate of ${row.schedule_id}`,
      });
      setDupMessage(`${row.id} cancelled as a duplicate of ${row.schedule_id}`);
    } catch (err) {
      setDupMessage(`Not cancelled: ${errorMessage(err)}`);
    }
    await loadDuplicates();
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
      <SignoffSection rows={signoff} onClose={closeOrder} busy={busy} message={signoffMessage} error={signoffError} />
      <DuplicatesSection
        rows={duplicates}
        onCancel={cancelDuplicate}
        busy={busy}
        message={dupMessage}
        error={dupError}
      />
    </main>
  );
}
