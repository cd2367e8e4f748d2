import { useEffect, useState } from "react";
import "./styles.css";
import { assignOrder, errorMessage, fetchTechnicians, fetchUnassigned, type OrderRow, type Technician } from "./api";
import TechniciansSection from "./TechniciansSection";
import UnassignedSection from "./UnassignedSection";

export default function App() {
  const [orders, setOrders] = useState<OrderRow[] | null>(null);
  const [ordersError, setOrdersError] = useState("");
  const [technicians, setTechnicians] = useState<Technician[] | null>(null);
  const [techError, setTechError] = useState("");
  const [notice, setNotice] = useState("");

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

  const refresh = async () => {
    await loadUnassigned();
    await loadTechnicians();
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

  return (
    <main className="board">
      <header className="top">
        <h1>Dispatch board</h1>
        <button type="button" onClick={() => void refresh()}>
          Refresh
        </button>
      </header>
      {notice && (
        <p className="notice" role="status">
          {notice}
        </p>
      )}
      <UnassignedSection
        orders={orders}
        technicians={technicians}
        error={ordersError}
        onAssign={(order, technician) => void assign(order, technician)}
      />
      <TechniciansSection technicians={technicians} error={techError} />
    </main>
  );
}
