import { useEffect, useState } from "react";
import "./styles.css";
import {
  assignOrder,
  errorMessage,
  fetchInHand,
  fetchTechnicians,
  fetchOrder,
  fetchUnassigned,
  formatDuration,
  formatMoney,
  HOLD_REASON_MESSAGE,
  logLabour,
  MINUTES_MESSAGE,
  parseMinutes,
  pickTechnician,
  putOnHold,
  startWork,
  type InHandRow,
  type OrderRow,
  type Technician,
} from "./api";
import InHandSection from "./InHandSection";
import TechniciansSection from "./TechniciansSection";
import UnassignedSection from "./UnassignedSection";

export default function App() {
  const [orders, setOrders] = useState<OrderRow[] | null>(null);
  const [ordersError, setOrdersError] = useState("");
  const [technicians, setTechnicians] = useState<Technician[] | null>(null);
  const [techError, setTechError] = useState("");
  const [inHand, setInHand] = useState<InHandRow[] | null>(null);
  const [inHandError, setInHandError] = useState("");
  const [notice, setNoticeState] = useState<{ text: string; lines: string[] } | null>(null);
  const [dispatching, setDispatching] = useState(false);
  const setNotice = (text: string, lines: string[] = []) => setNoticeState({ text, lines });

  const loadUnassigned = async () => {
    try {
      setOrders(await fetchUnassigned());
      setOrdersError("");
    } catch (err) {
      setOrdersError(`Could not read the work orders: ${errorMessage(err)}`);
    }
  };

  const loadTechnicians = async () => {
    try {
      setTechnicians(await fetchTechnicians());
      setTechError("");
    } catch (err) {
      setTechError(`Could not read the technicians: ${errorMessage(err)}`);
    }
  };

  const loadInHand = async () => {
    try {
      setInHand(await fetchInHand());
      setInHandError("");
    } catch (err) {
      setInHandError(`Could not read the orders in hand: ${errorMessage(err)}`);
    }
  };

  const refresh = async () => {
    await loadUnassigned();
    await loadTechnicians();
    await loadInHand();
  };

  useEffect(() => {
    void refresh();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const assign = async (order: OrderRow, technician: Technician) => {
    try {
      const result = await assignOrder(order.id, technician.id);
      setNotice(`${order.id} assigned to ${result.technician_name ?? technician.name}`);
    } catch (err) {
      setNotice(`Not assigned: ${errorMessage(err)}`);
    }
    await refresh();
  };

  const start = async (order: InHandRow) => {
    const resuming = order.status === "on_hold";
    try {
      await startWork(order.id);
      setNotice(resuming ? `${order.id} resumed` : `${order.id} started`);
    } catch (err) {
      setNotice(`${resuming ? "Not resumed" : "Not started"}: ${errorMessage(err)}`);
      await loadInHand();
      return;
    }
    await loadInHand();
    await loadTechnicians();
  };

  const hold = async (order: InHandRow, text: string): Promise<boolean> => {
    const reason = text.trim();
    if (reason.length < 5) {
      setNotice(HOLD_REASON_MESSAGE);
      return false;
    }
    try {
      await putOnHold(order.id, reason);
      setNotice(`${order.id} on hold: ${reason}`);
    } catch (err) {
      setNotice(`Not held: ${errorMessage(err)}`);
      await loadInHand();
      return false;
    }
    await loadInHand();
    await loadTechnicians();
    return true;
  };

  const log = async (order: InHandRow, text: string): Promise<boolean> => {
    const minutes = parseMinutes(text);
    if (minutes === null) {
      setNotice(MINUTES_MESSAGE);
      return false;
    }
    try {
      await logLabour(order.id, order.assigned_to ?? "", minutes);
    } catch (err) {
      setNotice(`Not logged: ${errorMessage(err)}`);
      await loadInHand();
      return false;
    }
    try {
      const detail = await fetchOrder(order.id);
      setNotice(
        `Logged ${formatDuration(minutes)} on ${order.id}: ${formatDuration(detail.labour_minutes)} in total, labour ${formatMoney(detail.labour_cost)}`,
      );
    } catch (err) {
      setNotice(`Logged ${formatDuration(minutes)} on ${order.id}; the order could not be read back: ${errorMessage(err)}`);
    }
    await loadInHand();
    return true;
  };

  const dispatchUrgent = async () => {
    const urgent = (orders ?? []).filter((o) => o.priority === "P1" || o.priority === "P2");
    if (urgent.length === 0) {
      setNotice("No urgent orders to dispatch");
      return;
    }
    setDispatching(true);
    let assigned = 0;
    const lines: string[] = [];
    for (const order of urgent) {
      try {
        const current = await fetchTechnicians();
        const technician = pickTechnician(current, order.trade);
        if (!technician) {
          lines.push(`${order.id}: no free ${order.trade} technician`);
          continue;
        }
        await assignOrder(order.id, technician.id);
        assigned += 1;
      } catch (err) {
        lines.push(`${order.id}: ${errorMessage(err)}`);
      }
    }
    setNotice(`Dispatched ${assigned} of ${urgent.length} urgent orders`, lines);
    await refresh();
    setDispatching(false);
  };

  return (
    <main className="board">
      <header className="top">
        <h1>Dispatch board</h1>
        <button type="button" onClick={() => void refresh()}>
          Refresh
        </button>
      </header>
      {notice && (
        <div className="notice" role="status">
          <p>{notice.text}</p>
          {notice.lines.length > 0 && (
            <ul>
              {notice.lines.map((line, i) => (
                <li key={i}>{line}</li>
              ))}
            </ul>
          )}
        </div>
      )}
      <UnassignedSection
        orders={orders}
        technicians={technicians}
        error={ordersError}
        onAssign={(order, technician) => void assign(order, technician)}
        onDispatchUrgent={() => void dispatchUrgent()}
        dispatching={dispatching}
      />
      <TechniciansSection technicians={technicians} error={techError} />
      <InHandSection orders={inHand} error={inHandError} onStart={(order) => void start(order)} onHold={hold} onLog={log} />
    </main>
  );
}
