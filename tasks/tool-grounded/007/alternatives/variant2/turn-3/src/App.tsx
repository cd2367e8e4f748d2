import { useEffect, useState } from "react";
import { callTool } from "./bridge";
import "./styles.css";

const APPROVER = "AP-1";
const CENTRES = ["CC-410", "CC-420"];

type Claim = {
  id: string;
  title: string;
  requester: string;
  cost_centre: string;
  amount: number;
  status: string;
  rejection_reason: string | null;
};
type Budget = { cost_centre: string; name: string; remaining: number };

const money = (n: number) =>
  "$" + n.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const STATUS_WORD: Record<string, string> = { approved: "Approved", rejected: "Rejected", paid: "Paid" };

const byId = (list: Claim[]) => [...list].sort((a, b) => a.id.localeCompare(b.id, "en", { numeric: true }));

function failure(error: unknown): string {
  const e = error as { code?: string; message?: string };
  return e.code ?? e.message ?? "error";
}

export default function App() {
  const [pending, setPending] = useState<Claim[]>([]);
  const [decided, setDecided] = useState<Claim[]>([]);
  const [budgets, setBudgets] = useState<Budget[]>([]);
  const [loaded, setLoaded] = useState(false);
  const [message, setMessage] = useState("");
  const [rejecting, setRejecting] = useState<string | null>(null);
  const [reason, setReason] = useState("");
  const [rejectError, setRejectError] = useState("");

  async function load(): Promise<Budget[]> {
    const perCentre = await Promise.all(
      CENTRES.map((c) =>
        callTool<{ requests: Claim[] }>("list_requests", { status: "submitted", kind: "expense", cost_centre: c }),
      ),
    );
    const all = await callTool<{ requests: Claim[] }>("list_requests", { kind: "expense" });
    const fresh = await Promise.all(
      CENTRES.map((c) => callTool<Budget>("get_budget", { cost_centre: c })),
    );
    setPending(byId(perCentre.flatMap((r) => r.requests)));
    setDecided(all.requests.filter((r) => CENTRES.includes(r.cost_centre) && r.status !== "submitted"));
    setBudgets(fresh);
    setLoaded(true);
    return fresh;
  }

  useEffect(() => {
    load().catch((e) => setMessage(`Could not load claims (${failure(e)})`));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  async function approve(claim: Claim) {
    setMessage("");
    try {
      const got = await callTool("get_request", { request_id: claim.id });
      const check = await callTool("validate_request", {
        request_id: claim.id,
        approver_id: APPROVER,
        evidence_token: got.evidence_token,
      });
      await callTool("approve_request", {
        request_id: claim.id,
        approver_id: APPROVER,
        version: check.version,
        validation_token: check.validation_token,
      });
      const fresh = await load();
      const budget = fresh.find((b) => b.cost_centre === claim.cost_centre);
      setMessage(`Approved ${claim.id}. ${claim.cost_centre} remaining: ${budget ? money(budget.remaining) : "unknown"}`);
    } catch (e) {
      setMessage(`Could not approve ${claim.id} (${failure(e)})`);
    }
  }

  async function confirmReject() {
    if (!rejecting) return;
    if (reason.trim().length < 5) {
      setRejectError("Enter a reason of at least 5 characters");
      return;
    }
    const id = rejecting;
    try {
      const got = await callTool("get_request", { request_id: id });
      await callTool("reject_request", {
        request_id: id,
        approver_id: APPROVER,
        evidence_token: got.evidence_token,
        reason: reason.trim(),
      });
      setRejecting(null);
      setReason("");
      setRejectError("");
      await load();
      setMessage(`Rejected ${id}`);
    } catch (e) {
      setRejectError(`Could not reject ${id} (${failure(e)})`);
    }
  }

  return (
    <main>
      <header>
        <div>
          <h1>Expense approvals</h1>
          <p className="sub">Dana Whitfield · Engineering Manager</p>
        </div>
        <button type="button" className="secondary" onClick={() => load().catch((e) => setMessage(`Could not load claims (${failure(e)})`))}>
          Refresh
        </button>
      </header>
      {message && <p className="message" role="status">{message}</p>}

      <section aria-labelledby="h-budgets">
        <h2 id="h-budgets">Budgets</h2>
        <ul className="budgets">
          {budgets.map((b) => (
            <li key={b.cost_centre}>
              <strong>{b.cost_centre} {b.name}</strong>: {money(b.remaining)} remaining
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="h-awaiting">
        <h2 id="h-awaiting">Awaiting decision</h2>
        {loaded && (
          <p className="count">
            {pending.length} {pending.length === 1 ? "claim" : "claims"} awaiting your decision
          </p>
        )}
        <table>
          <thead>
            <tr><th>Claim</th><th>Requester</th><th>Description</th><th>Cost centre</th><th className="num">Amount</th><th>Actions</th></tr>
          </thead>
          <tbody>
            {pending.map((c) => (
              <tr key={c.id}>
                <td>{c.id}</td>
                <td>{c.requester}</td>
                <td>{c.title}</td>
                <td>{c.cost_centre}</td>
                <td className="num">{money(c.amount)}</td>
                <td className="actions">
                  <button type="button" onClick={() => approve(c)}>Approve</button>
                  <button type="button" className="secondary" onClick={() => { setRejecting(c.id); setRejectError(""); }}>Reject</button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {rejecting && (
          <div className="panel">
            <h3>Reject {rejecting}</h3>
            <label>
              Reason for rejection
              <input value={reason} onChange={(e) => setReason(e.target.value)} />
            </label>
            <button type="button" onClick={confirmReject}>Confirm rejection</button>
            {rejectError && <p className="error">{rejectError}</p>}
          </div>
        )}
      </section>

      <section aria-labelledby="h-decided">
        <h2 id="h-decided">Decided</h2>
        <table>
          <tbody>
            {decided.map((c) => (
              <tr key={c.id}>
                <td>{c.id}</td>
                <td>{c.title}</td>
                <td className="num">{money(c.amount)}</td>
                <td>{STATUS_WORD[c.status] ?? c.status}</td>
                <td>{c.rejection_reason ?? ""}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </main>
  );
}
