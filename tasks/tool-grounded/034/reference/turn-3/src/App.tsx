import { useEffect, useRef, useState } from "react";
import { callTool } from "./bridge";
import {
  CLEAR,
  byId,
  cents,
  draftFor,
  errorMessage,
  money,
  moneyCents,
  releasedPayments,
  ruleCheck,
} from "./logic";
import type { Approver, Payment, Req } from "./logic";
import "./styles.css";

type Outcome = { kind: "released"; payment: Payment } | { kind: "gone"; status: string };

// One release: a fresh read for the evidence token, and a release only while still approved.
async function releaseOne(id: string): Promise<Outcome> {
  const fresh = await callTool<{ request: Req; evidence_token: string }>("get_request", { request_id: id });
  if (fresh.request.status !== "approved") return { kind: "gone", status: fresh.request.status };
  const out = await callTool<{ payment: Payment; request: Req }>("release_payment", {
    request_id: id,
    evidence_token: fresh.evidence_token,
  });
  return { kind: "released", payment: out.payment };
}

export default function App() {
  const [requests, setRequests] = useState<Req[]>([]);
  const [payments, setPayments] = useState<Payment[]>([]);
  const [approvers, setApprovers] = useState<Approver[]>([]);
  const [loaded, setLoaded] = useState(false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState("");
  const readSeq = useRef(0);

  // Reads the approved requests and every payment.
  async function readDesk() {
    const seq = ++readSeq.current;
    const [list, pays] = await Promise.all([
      callTool<{ requests: Req[] }>("list_requests", { status: "approved" }),
      callTool<{ payments: Payment[] }>("list_payments", {}),
    ]);
    if (seq !== readSeq.current) return;
    setRequests(list.requests.filter((r) => r.status === "approved").sort(byId));
    setPayments(pays.payments);
    setLoaded(true);
  }

  async function reread() {
    try {
      await readDesk();
    } catch (e) {
      setMessage(`Could not read the approvals system: ${errorMessage(e)}`);
    }
  }

  useEffect(() => {
    void reread();
    callTool<{ approvers: Approver[] }>("list_approvers", {})
      .then((out) => setApprovers(out.approvers))
      .catch((e) => setMessage(`Could not read the approvers: ${errorMessage(e)}`));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const approverName = (id: string | null) => approvers.find((a) => a.id === id)?.name ?? "";
  const rows = requests.map((req) => {
    const draft = draftFor(req, payments);
    return { req, draft, rule: ruleCheck(req, draft) };
  });
  const totalCents = rows.reduce((sum, r) => sum + cents(r.req.amount), 0);
  const clearCount = rows.filter((r) => r.rule === CLEAR).length;
  const released = releasedPayments(payments);

  async function release(id: string) {
    setBusy(true);
    setMessage("");
    try {
      const outcome = await releaseOne(id);
      if (outcome.kind === "released") {
        const p = outcome.payment;
        setMessage(`Released ${p.id} to ${p.payee} for ${id} (${money(p.amount)})`);
      } else {
        setMessage(`${id} is no longer awaiting release (${outcome.status})`);
      }
    } catch (e) {
      setMessage(`Release refused: ${errorMessage(e)}`);
    }
    await reread();
    setBusy(false);
  }

  return (
    <main>
      <h1>Payment release</h1>
      <p className="status" role="status">
        {message}
      </p>

      <section aria-labelledby="awaiting-heading">
        <h2 id="awaiting-heading">Awaiting release</h2>
        <div className="toolbar">
          <button type="button" className="secondary" onClick={() => void reread()} disabled={busy}>
            Refresh
          </button>
        </div>
        {loaded ? (
          <p className="line">
            {rows.length} awaiting release, {moneyCents(totalCents)} in total
          </p>
        ) : (
          <p className="line">Reading the approvals system…</p>
        )}
        <table>
          <thead>
            <tr>
              <th scope="col">Request</th>
              <th scope="col">Title</th>
              <th scope="col">Payee</th>
              <th scope="col">Cost centre</th>
              <th scope="col" className="num">
                Amount
              </th>
              <th scope="col">Draft</th>
              <th scope="col">Approved by</th>
              <th scope="col">Rule check</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(({ req, draft, rule }) => (
              <tr key={req.id}>
                <td>{req.id}</td>
                <td>{req.title}</td>
                <td>{req.requester}</td>
                <td>{req.cost_centre}</td>
                <td className="num">{money(req.amount)}</td>
                <td>{draft ? draft.id : "No draft"}</td>
                <td>{approverName(req.decided_by)}</td>
                <td className={rule === CLEAR ? "" : "held"}>{rule}</td>
                <td>
                  {rule === CLEAR && (
                    <button type="button" onClick={() => void release(req.id)} disabled={busy}>
                      Release
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {loaded && (
          <p className="line">
            {clearCount} clear, {rows.length - clearCount} held
          </p>
        )}
      </section>

      <section aria-labelledby="released-heading">
        <h2 id="released-heading">Released payments</h2>
        <table>
          <thead>
            <tr>
              <th scope="col">Payment</th>
              <th scope="col">Request</th>
              <th scope="col">Payee</th>
              <th scope="col" className="num">
                Amount
              </th>
            </tr>
          </thead>
          <tbody>
            {released.map((p) => (
              <tr key={p.id}>
                <td>{p.id}</td>
                <td>{p.request_id}</td>
                <td>{p.payee}</td>
                <td className="num">{money(p.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </main>
  );
}
