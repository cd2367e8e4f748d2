import { useEffect, useRef, useState } from "react";
import { callTool } from "./bridge";
import "./styles.css";

type Req = {
  id: string;
  kind: string;
  title: string;
  requester: string;
  cost_centre: string;
  category: string;
  amount: number;
  status: string;
  flagged: boolean;
  flag_note: string | null;
};
type Kind = "all" | "expense" | "purchase";
type Approver = { id: string; name: string; approval_limit: number; cost_centres: string[]; active: boolean };
type HistoryEntry = { at: string; action: string; by: string; note: string };
type Full = Req & { version: number; history: HistoryEntry[] };
type Result = { ok: boolean; text: string };
type Precheck = {
  req: Req;
  approvers: Approver[];
  approverId: string;
  history: HistoryEntry[];
  result: Result | null;
  busy: boolean;
  note: string;
  flagMessage: string;
};
type Payment = { id: string; request_id: string; amount: number; payee: string; status: string };
type Budget = { cost_centre: string; name: string; remaining: number; pending_total: number };

const money = (n: number) =>
  "$" + n.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const cents = (n: number) => Math.round(n * 100);

const payNumber = (id: string) => Number(id.replace(/\D/g, "")) || 0;

function code(error: unknown): string {
  const e = error as { code?: string };
  return e.code ?? "error";
}

function failure(error: unknown): string {
  const e = error as { code?: string; message?: string };
  return e.message ?? e.code ?? "error";
}

export default function App() {
  const [requests, setRequests] = useState<Req[]>([]);
  const [limits, setLimits] = useState<Record<string, number>>({});
  const [budgets, setBudgets] = useState<Budget[]>([]);
  const [loaded, setLoaded] = useState(false);
  const [error, setError] = useState("");
  const [check, setCheck] = useState<Precheck | null>(null);
  const [kind, setKind] = useState<Kind>("all");
  const [approved, setApproved] = useState<Req[]>([]);
  const [payments, setPayments] = useState<Payment[]>([]);
  const [payMessage, setPayMessage] = useState("");
  const [drafting, setDrafting] = useState(false);
  const opened = useRef(0);

  async function loadRequests(k: Kind = kind) {
    const args: Record<string, string> = { status: "submitted" };
    if (k !== "all") args.kind = k;
    const open = await callTool<{ requests: Req[] }>("list_requests", args);
    setRequests([...open.requests].sort((a, b) => a.id.localeCompare(b.id)));
  }

  async function loadPayments() {
    const [ok, paid] = await Promise.all([
      callTool<{ requests: Req[] }>("list_requests", { status: "approved" }),
      callTool<{ payments: Payment[] }>("list_payments", {}),
    ]);
    setApproved([...ok.requests].sort((a, b) => a.id.localeCompare(b.id)));
    setPayments([...paid.payments].sort((a, b) => payNumber(b.id) - payNumber(a.id)));
  }

  async function prepareDraft(r: Req) {
    setDrafting(true);
    setPayMessage("");
    let message: string;
    try {
      const out = await callTool<{ payment: Payment }>("draft_payment", { request_id: r.id });
      message = `Draft ${out.payment.id} prepared for ${r.id} (${money(out.payment.amount)})`;
    } catch (e) {
      message = `Could not prepare a draft: ${failure(e)}`;
    }
    try {
      await loadPayments();
    } catch (e) {
      setError(`Could not read the approvals system: ${failure(e)}`);
    }
    setPayMessage(message);
    setDrafting(false);
  }

  async function load() {
    const args: Record<string, string> = { status: "submitted" };
    if (kind !== "all") args.kind = kind;
    const [open, policy, centres] = await Promise.all([
      callTool<{ requests: Req[] }>("list_requests", args),
      callTool<{ category_limits: Record<string, number> }>("get_policy_limits", {}),
      callTool<{ cost_centres: { id: string }[] }>("list_cost_centres", {}),
    ]);
    const live = await Promise.all(
      centres.cost_centres.map((c) => callTool<Budget>("get_budget", { cost_centre: c.id })),
    );
    setRequests([...open.requests].sort((a, b) => a.id.localeCompare(b.id)));
    setLimits(policy.category_limits);
    setBudgets(live);
    await loadPayments();
    setLoaded(true);
    setError("");
  }

  useEffect(() => {
    load().catch((e) => setError(`Could not read the approvals system: ${failure(e)}`));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  async function openCheck(r: Req) {
    const ticket = ++opened.current;
    setCheck({ req: r, approvers: [], approverId: "", history: [], result: null, busy: true, note: "", flagMessage: "" });
    try {
      const [list, read] = await Promise.all([
        callTool<{ approvers: Approver[] }>("list_approvers", { cost_centre: r.cost_centre }),
        callTool<{ request: Full }>("get_request", { request_id: r.id }),
      ]);
      if (ticket !== opened.current) return;
      const active = list.approvers.filter((a) => a.active && a.cost_centres.includes(r.cost_centre));
      setCheck({
        req: r, approvers: active, approverId: active[0]?.id ?? "",
        history: read.request.history, result: null, busy: false, note: "", flagMessage: "",
      });
    } catch (e) {
      if (ticket !== opened.current) return;
      setCheck({ req: r, approvers: [], approverId: "", history: [], result: { ok: false, text: `Blocked (${code(e)}): ${failure(e)}` }, busy: false, note: "", flagMessage: "" });
    }
  }

  async function runCheck() {
    if (!check) return;
    const ticket = opened.current;
    const { req, approverId, approvers } = check;
    const approver = approvers.find((a) => a.id === approverId);
    if (!approver) return;
    setCheck({ ...check, busy: true, result: null });
    let history = check.history;
    try {
      const read = await callTool<{ request: Full; evidence_token: string }>("get_request", { request_id: req.id });
      history = read.request.history;
      const v = await callTool<{ projected_remaining: number }>("validate_request", {
        request_id: req.id, approver_id: approver.id, evidence_token: read.evidence_token,
      });
      if (ticket !== opened.current) return;
      setCheck((c) => c && {
        ...c, history, busy: false,
        result: { ok: true, text: `Ready for ${approver.name}: ${req.cost_centre} would keep ${money(v.projected_remaining)}` },
      });
    } catch (e) {
      if (ticket !== opened.current) return;
      setCheck((c) => c && { ...c, history, busy: false, result: { ok: false, text: `Blocked (${code(e)}): ${failure(e)}` } });
    }
  }

  async function flag() {
    if (!check) return;
    const ticket = opened.current;
    const note = check.note.trim();
    if (!note) {
      setCheck({ ...check, flagMessage: "Write a note for finance" });
      return;
    }
    const id = check.req.id;
    setCheck({ ...check, busy: true, flagMessage: "" });
    let message: string;
    try {
      await callTool("flag_for_review", { request_id: id, note });
      message = `Flagged ${id} for review`;
    } catch (e) {
      message = `Could not flag: ${failure(e)}`;
    }
    let history: HistoryEntry[] | null = null;
    try {
      await loadRequests();
      history = (await callTool<{ request: Full }>("get_request", { request_id: id })).request.history;
    } catch (e) {
      setError(`Could not read the approvals system: ${failure(e)}`);
    }
    if (ticket !== opened.current) return;
    setCheck((c) => c && { ...c, busy: false, flagMessage: message, note: message.startsWith("Flagged") ? "" : c.note, history: history ?? c.history });
  }

  function chooseKind(k: Kind) {
    setKind(k);
    loadRequests(k).catch((e) => setError(`Could not read the approvals system: ${failure(e)}`));
  }

  const total = requests.reduce((sum, r) => sum + cents(r.amount), 0) / 100;
  const over = (r: Req) => limits[r.category] !== undefined && cents(r.amount) > cents(limits[r.category]);

  return (
    <main>
      <header>
        <div>
          <h1>Pre-check desk</h1>
          <p className="sub">Tess Marlow · Finance operations</p>
        </div>
        <button type="button" className="secondary"
          onClick={() => load().catch((e) => setError(`Could not read the approvals system: ${failure(e)}`))}>
          Refresh
        </button>
      </header>
      {error && <p className="message" role="alert">{error}</p>}

      <section aria-labelledby="h-waiting">
        <div className="bar">
          <h2 id="h-waiting">Waiting for a decision</h2>
          <label>
            Kind
            <select value={kind} onChange={(e) => chooseKind(e.target.value as Kind)}>
              <option value="all">All requests</option>
              <option value="expense">Expense claims</option>
              <option value="purchase">Purchase requests</option>
            </select>
          </label>
        </div>
        {loaded && (
          <p className="count">
            {requests.length} {requests.length === 1 ? "request" : "requests"}, {money(total)} in total
          </p>
        )}
        <table>
          <thead>
            <tr>
              <th>Request</th>
              <th>Title</th>
              <th>Requester</th>
              <th>Cost centre</th>
              <th>Category</th>
              <th className="num">Amount</th>
              <th>Policy</th>
              <th>Review</th>
              <th><span className="sr-only">Actions</span></th>
            </tr>
          </thead>
          <tbody>
            {requests.map((r) => (
              <tr key={r.id}>
                <td>{r.id}</td>
                <td>{r.title}</td>
                <td>{r.requester}</td>
                <td>{r.cost_centre}</td>
                <td>{cap(r.category)}</td>
                <td className="num">{money(r.amount)}</td>
                <td className={over(r) ? "over" : "ok"}>{over(r) ? "Over limit" : "Within limit"}</td>
                <td className="note">{r.flagged ? `Flagged: ${r.flag_note ?? ""}` : ""}</td>
                <td>
                  <button type="button" className="secondary" onClick={() => openCheck(r)}>Check</button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      {check && (
        <section aria-labelledby="h-precheck">
          <h2 id="h-precheck">Pre-check</h2>
          <p><strong>{check.req.id}</strong> {check.req.title}</p>
          <div className="panel">
            <label>
              Approver
              <select value={check.approverId} onChange={(e) => setCheck({ ...check, approverId: e.target.value, result: null })}>
                {check.approvers.map((a) => (
                  <option key={a.id} value={a.id}>{a.name} (up to {money(a.approval_limit)})</option>
                ))}
              </select>
            </label>
            <button type="button" onClick={runCheck} disabled={check.busy || !check.approverId}>Run check</button>
          </div>
          {check.result && <p className={`result ${check.result.ok ? "ok" : "over"}`} role="status">{check.result.text}</p>}
          <div className="panel">
            <label>
              Note for finance
              <input type="text" value={check.note} onChange={(e) => setCheck({ ...check, note: e.target.value })} />
            </label>
            <button type="button" className="secondary" onClick={flag} disabled={check.busy}>Flag for review</button>
            {check.flagMessage && <p className="result" role="status">{check.flagMessage}</p>}
          </div>
          <h3 className="sub-h">History</h3>
          <ul className="history">
            {check.history.map((h, i) => (
              <li key={i}>{h.at.slice(0, 10)} {h.action} by {h.by}</li>
            ))}
          </ul>
        </section>
      )}

      <section aria-labelledby="h-budgets">
        <h2 id="h-budgets">Budgets</h2>
        <table>
          <thead>
            <tr>
              <th>Cost centre</th>
              <th>Name</th>
              <th className="num">Remaining</th>
              <th className="num">Pending</th>
              <th>Covers pending</th>
            </tr>
          </thead>
          <tbody>
            {budgets.map((b) => (
              <tr key={b.cost_centre}>
                <td>{b.cost_centre}</td>
                <td>{b.name}</td>
                <td className="num">{money(b.remaining)}</td>
                <td className="num">{money(b.pending_total)}</td>
                <td>{cents(b.remaining) >= cents(b.pending_total) ? "Yes" : "No"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section aria-labelledby="h-ready">
        <h2 id="h-ready">Ready for payment</h2>
        {payMessage && <p className="result" role="status">{payMessage}</p>}
        <table>
          <thead>
            <tr>
              <th>Request</th>
              <th>Title</th>
              <th>Payee</th>
              <th className="num">Amount</th>
              <th>Draft</th>
            </tr>
          </thead>
          <tbody>
            {approved.map((r) => {
              const draft = payments.find((p) => p.request_id === r.id && p.status === "draft");
              return (
                <tr key={r.id}>
                  <td>{r.id}</td>
                  <td>{r.title}</td>
                  <td>{r.requester}</td>
                  <td className="num">{money(r.amount)}</td>
                  <td>
                    {draft ? draft.id : (
                      <button type="button" className="secondary" disabled={drafting} onClick={() => prepareDraft(r)}>Prepare draft</button>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </section>

      <section aria-labelledby="h-payments">
        <h2 id="h-payments">Payments</h2>
        <ul className="payments">
          {payments.map((p) => (
            <li key={p.id}>
              {p.id} · {p.request_id} · {p.payee} · {money(p.amount)} · {p.status === "draft" ? "Draft" : "Released"}
            </li>
          ))}
        </ul>
      </section>
    </main>
  );
}
