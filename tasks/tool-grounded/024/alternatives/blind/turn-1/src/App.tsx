import { useEffect, useState } from "react";
import "./styles.css";
import { Limits, RequestSummary, errorText, getPolicyLimits, listRequests } from "./api";
import { cents, findingsOf, money } from "./audit";

export default function App() {
  const [requests, setRequests] = useState<RequestSummary[] | null>(null);
  const [limits, setLimits] = useState<Limits | null>(null);
  const [loadError, setLoadError] = useState("");

  useEffect(() => {
    let live = true;
    (async () => {
      try {
        const [list, policy] = await Promise.all([listRequests(), getPolicyLimits()]);
        if (!live) return;
        setRequests(list);
        setLimits(policy);
      } catch (error) {
        if (live) setLoadError(`Could not read the approvals system: ${errorText(error)}`);
      }
    })();
    return () => {
      live = false;
    };
  }, []);

  const ready = requests !== null && limits !== null;
  const findings = ready ? findingsOf(requests, limits) : [];
  const submittedCount = ready ? requests.filter((r) => r.status === "submitted").length : 0;

  return (
    <main className="page">
      <h1>Policy audit</h1>

      <section className="panel" aria-labelledby="findings-heading">
        <h2 id="findings-heading">Findings</h2>
        {loadError && (
          <p className="error" role="alert">
            {loadError}
          </p>
        )}
        {!ready && !loadError && <p className="muted">Reading the requests…</p>}
        {ready && (
          <>
            <p className="count">
              {findings.length} of {submittedCount} submitted requests break a rule
            </p>
            <div className="table-wrap">
              <table>
                <thead>
                  <tr>
                    <th scope="col">Request</th>
                    <th scope="col">Requester</th>
                    <th scope="col">Cost centre</th>
                    <th scope="col">Category</th>
                    <th scope="col" className="num">
                      Amount
                    </th>
                    <th scope="col">Rule</th>
                  </tr>
                </thead>
                <tbody>
                  {findings.map((f) => (
                    <tr key={f.request.id}>
                      <td>{f.request.id}</td>
                      <td>{f.request.requester}</td>
                      <td>{f.request.cost_centre}</td>
                      <td>{f.request.category}</td>
                      <td className="num">{money(cents(f.request.amount))}</td>
                      <td>{f.rule}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            {findings.length === 0 && <p className="muted">No submitted request breaks a rule.</p>}
          </>
        )}
      </section>
    </main>
  );
}
