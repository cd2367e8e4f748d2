import { useCallback, useEffect, useState } from "react";
import { callTool } from "./bridge";
import "./styles.css";
import {
  availableCents,
  type Budget,
  byId,
  CENTRE,
  money,
  moneyCents,
  type Req,
  statusLabel,
} from "./logic";

function errText(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

export default function App() {
  const [requests, setRequests] = useState<Req[] | null>(null);
  const [budget, setBudget] = useState<Budget | null>(null);
  const [loadError, setLoadError] = useState("");

  const load = useCallback(async () => {
    try {
      const [list, b] = await Promise.all([
        callTool<{ requests: Req[] }>("list_requests", { cost_centre: CENTRE }),
        callTool<Budget>("get_budget", { cost_centre: CENTRE }),
      ]);
      const rows = list.requests.filter((r) => r.cost_centre === CENTRE).sort(byId);
      setRequests(rows);
      setBudget({ remaining: b.remaining, pending_total: b.pending_total });
      setLoadError("");
    } catch (e) {
      setLoadError(`Could not read the approvals system: ${errText(e)}`);
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  const awaiting = (requests ?? []).filter((r) => r.status === "submitted").length;
  const total = (requests ?? []).length;

  return (
    <main>
      <h1>Platform Engineering requests</h1>
      <p className="sub">Cost centre {CENTRE}. This desk files requests; it never decides them.</p>
      {loadError && <p className="error" role="alert">{loadError}</p>}

      <section aria-labelledby="budget-h">
        <h2 id="budget-h">Budget</h2>
        {budget ? (
          <>
            <p className="line">Remaining: {money(budget.remaining)}</p>
            <p className="line">Pending: {money(budget.pending_total)}</p>
            <p className="line strong">Available: {moneyCents(availableCents(budget))}</p>
          </>
        ) : (
          <p className="line">Reading the budget…</p>
        )}
      </section>

      <section aria-labelledby="ours-h">
        <h2 id="ours-h">Our requests</h2>
        <div className="toolbar">
          <button type="button" onClick={() => void load()}>
            Refresh
          </button>
        </div>
        {requests === null ? (
          <p className="line">Reading the requests…</p>
        ) : (
          <>
            <p className="line strong">
              {total} {total === 1 ? "request" : "requests"}, {awaiting} awaiting a decision
            </p>
            <table>
              <thead>
                <tr>
                  <th scope="col">Request</th>
                  <th scope="col">Title</th>
                  <th scope="col">Requester</th>
                  <th scope="col">Category</th>
                  <th scope="col" className="num">Amount</th>
                  <th scope="col">Status</th>
                </tr>
              </thead>
              <tbody>
                {requests.map((r) => (
                  <tr key={r.id}>
                    <td>{r.id}</td>
                    <td>{r.title}</td>
                    <td>{r.requester}</td>
                    <td>{r.category}</td>
                    <td className="num">{money(r.amount)}</td>
                    <td>{statusLabel(r)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        )}
      </section>
    </main>
  );
}
