import { useCallback, useEffect, useRef, useState } from "react";
import "./app.css";
import {
  OPEN_STATUSES,
  Snapshot,
  Technician,
  errorMessage,
  readActiveTechnicians,
  readTechnicianOrders,
} from "./api";
import { byDue, formatDue, hours, statusLabel } from "./format";

const EVERY_STATUS = false;

export default function App() {
  const [technicians, setTechnicians] = useState<Technician[]>([]);
  const [techError, setTechError] = useState("");
  const [techId, setTechId] = useState("");
  const [snapshot, setSnapshot] = useState<Snapshot | null>(null);
  const [loadError, setLoadError] = useState("");
  const request = useRef(0);

  useEffect(() => {
    readActiveTechnicians()
      .then((list) => {
        setTechnicians(list);
        if (list.length > 0) setTechId(list[0].id);
      })
      .catch((err) => setTechError(`Could not read the technicians: ${errorMessage(err)}`));
  }, []);

  const load = useCallback(async (id: string): Promise<Snapshot | null> => {
    const ticket = ++request.current;
    try {
      const fresh = await readTechnicianOrders(id, EVERY_STATUS);
      if (ticket !== request.current) return fresh;
      setSnapshot(fresh);
      setLoadError("");
      return fresh;
    } catch (err) {
      if (ticket === request.current) setLoadError(`Could not read the work orders: ${errorMessage(err)}`);
      return null;
    }
  }, []);

  useEffect(() => {
    if (!techId) return;
    setSnapshot(null);
    void load(techId);
  }, [techId, load]);

  const technician = technicians.find((t) => t.id === techId);
  const openOrders = snapshot ? byDue(snapshot.orders.filter((o) => OPEN_STATUSES.includes(o.status))) : [];

  return (
    <main className="desk">
      <header className="desk-head">
        <h1>Labour booking</h1>
        <div className="field">
          <label htmlFor="technician">Technician</label>
          <select id="technician" value={techId} onChange={(e) => setTechId(e.target.value)}>
            {technicians.map((t) => (
              <option key={t.id} value={t.id}>
                {t.name} ({t.id})
              </option>
            ))}
          </select>
        </div>
      </header>
      {techError && <p className="error">{techError}</p>}
      {loadError && <p className="error">{loadError}</p>}

      <section className="panel" aria-labelledby="orders-heading">
        <h2 id="orders-heading">My work orders</h2>
        {!snapshot ? (
          <p className="muted">Reading work orders…</p>
        ) : openOrders.length === 0 ? (
          <p>No open work orders for {technician?.name ?? techId}</p>
        ) : (
          <table>
            <thead>
              <tr>
                <th scope="col">Work order</th>
                <th scope="col">Title</th>
                <th scope="col">Status</th>
                <th scope="col">Due</th>
                <th scope="col">Logged</th>
              </tr>
            </thead>
            <tbody>
              {openOrders.map((o) => (
                <tr key={o.id}>
                  <td>{o.id}</td>
                  <td>{o.title}</td>
                  <td>{statusLabel(o.status)}</td>
                  <td>{formatDue(o.due_at)}</td>
                  <td>{hours(o.labour_minutes)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

    </main>
  );
}
