import { useEffect, useState } from "react";
import "./styles.css";
import {
  Limits,
  RequestSummary,
  errorText,
  flagForReview,
  getPolicyLimits,
  getRequest,
  listRequests,
} from "./api";
import { Finding, cents, findingsOf, flagNote, money } from "./audit";

export default function App() {
  const [requests, setRequests] = useState<RequestSummary[] | null>(null);
  const [limits, setLimits] = useState<Limits | null>(null);
  const [loadError, setLoadError] = useState("");
  const [statusLine, setStatusLine] = useState("");
  const [busy, setBusy] = useState(false);

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

  async function reloadList() {
    setRequests(await listRequests());
  }

  async function flag(finding: Finding) {
    const id = finding.request.id;
    const note = flagNote(finding);
    setBusy(true);
    try {
      const current = await getRequest(id);
      if (current.status !== "submitted") {
        setStatusLine(`Not flagged: ${id} is ${current.status}, not awaiting a decision`);
        await reloadList();
        return;
      }
      if (current.flagged) {
        setStatusLine(`${id} is already flagged for review`);
        await reloadList();
        return;
      }
      try {
        await flagForReview(id, note);
      } catch (error) {
        let statusNow: string = current.status;
        try {
          statusNow = (await getRequest(id)).status;
        } catch {
          // keep the status read just before the flag
        }
        setStatusLine(
          statusNow !== "submitted"
            ? `Not flagged: ${id} is ${statusNow}, not awaiting a decision`
            : `Not flagged: ${id}: ${errorText(error)}`,
        );
        await reloadList();
        return;
      }
      await getRequest(id);
      await reloadList();
      setStatusLine(`${id} flagged for review`);
    } catch (error) {
      setStatusLine(`Could not flag ${id}: ${errorText(error)}`);
    } finally {
      setBusy(false);
    }
  }

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
            {statusLine && (
              <p className="status-line" role="status">
                {statusLine}
              </p>
            )}
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
                    <th scope="col">Review</th>
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
                      <td>
                        {f.request.flagged ? (
                          <span className="flagged">Flagged</span>
                        ) : (
                          <button type="button" disabled={busy} onClick={() => void flag(f)}>
                            Flag
                          </button>
                        )}
                      </td>
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
