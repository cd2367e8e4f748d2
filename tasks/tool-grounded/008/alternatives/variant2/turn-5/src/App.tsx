import { useEffect, useState } from "react";
import { callTool } from "./bridge";
import "./styles.css";

const APPROVER = "AP-3";
const CATEGORIES = ["Travel", "Meals", "Lodging", "Training", "Equipment", "Software", "Services"];
const HOLD_NOTE = "Held by finance for review";

type Centre = { id: string; name: string; owner: string };
type Budget = {
  cost_centre: string;
  budget: number;
  approved_total: number;
  remaining: number;
  pending_total: number;
};
type Row = Centre & Budget & { monthEnd: number | null };
type Purchase = {
  id: string;
  title: string;
  requester: string;
  category: string;
  amount: number;
  cost_centre: string;
  flagged: boolean;
};

const money = (n: number) =>
  (n < 0 ? "-$" : "$") + Math.abs(n).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const percent = (part: number, whole: number) => `${((part / whole) * 100).toFixed(1)}%`;

function failure(error: unknown): string {
  const e = error as { code?: string; message?: string };
  return e.code ?? e.message ?? "error";
}

export default function App() {
  const [rows, setRows] = useState<Row[]>([]);
  const [centres, setCentres] = useState<Centre[]>([]);
  const [selected, setSelected] = useState<string | null>(null);
  const [requests, setRequests] = useState<Purchase[]>([]);
  const [message, setMessage] = useState("");
  const [form, setForm] = useState({ title: "", requester: "", centre: "CC-220", category: "Travel", amount: "" });
  const [formError, setFormError] = useState("");
  const [rejecting, setRejecting] = useState<string | null>(null);
  const [reason, setReason] = useState("");
  const [rejectError, setRejectError] = useState("");

  async function loadBudgets() {
    const list = await callTool<{ cost_centres: Centre[] }>("list_cost_centres", {});
    const budgets = await Promise.all(
      list.cost_centres.map((c) => callTool<Budget>("get_budget", { cost_centre: c.id })),
    );
    const snapshot = await callTool<{ rows: { cost_centre: string; remaining: number }[] }>("get_budget_snapshot_cached", {});
    const merged = list.cost_centres.map((c, i) => ({
      ...c,
      ...budgets[i],
      monthEnd: snapshot.rows.find((r) => r.cost_centre === c.id)?.remaining ?? null,
    }));
    merged.sort((a, b) => a.remaining - b.remaining);
    setCentres(list.cost_centres);
    setRows(merged);
  }

  async function loadRequests(centre: string | null = selected) {
    if (!centre) return;
    const out = await callTool<{ requests: Purchase[] }>("list_requests", {
      kind: "purchase",
      status: "submitted",
      cost_centre: centre,
    });
    setRequests(out.requests);
  }

  async function reload() {
    await loadBudgets();
    await loadRequests();
  }

  useEffect(() => {
    loadBudgets().catch((e) => setMessage(`Could not load budgets (${failure(e)})`));
  }, []);

  async function view(centre: string) {
    setSelected(centre);
    setRejecting(null);
    await loadRequests(centre).catch((e) => setMessage(`Could not load requests (${failure(e)})`));
  }

  async function approve(req: Purchase) {
    setMessage("");
    try {
      const got = await callTool("get_request", { request_id: req.id });
      const check = await callTool("validate_request", {
        request_id: req.id,
        approver_id: APPROVER,
        evidence_token: got.evidence_token,
      });
      await callTool("approve_request", {
        request_id: req.id,
        approver_id: APPROVER,
        version: check.version,
        validation_token: check.validation_token,
      });
      await reload();
      const budget = await callTool<Budget>("get_budget", { cost_centre: req.cost_centre });
      setMessage(`Approved ${req.id}. ${req.cost_centre} remaining: ${money(budget.remaining)}`);
    } catch (e) {
      setMessage(`Could not approve ${req.id} (${failure(e)})`);
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
      await reload();
      setMessage(`Rejected ${id}`);
    } catch (e) {
      setRejectError(`Could not reject ${id} (${failure(e)})`);
    }
  }

  async function hold(req: Purchase) {
    setMessage("");
    try {
      await callTool("flag_for_review", { request_id: req.id, note: HOLD_NOTE });
      await reload();
      setMessage(`${req.id} is on hold`);
    } catch (e) {
      setMessage(`Could not hold ${req.id} (${failure(e)})`);
    }
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const amount = Number(form.amount);
    if (form.title.trim().length < 3 || !form.requester.trim() || !(amount > 0)) {
      setFormError("Fill in a title, a requester and an amount above zero");
      return;
    }
    setFormError("");
    try {
      const out = await callTool("create_request", {
        kind: "purchase",
        title: form.title.trim(),
        requester: form.requester.trim(),
        cost_centre: form.centre,
        category: form.category.toLowerCase(),
        amount,
      });
      setForm({ ...form, title: "", amount: "" });
      await reload();
      setMessage(`Submitted ${out.request.id}`);
    } catch (e) {
      setFormError(`Could not submit (${failure(e)})`);
    }
  }

  const totalRemaining = rows.reduce((sum, r) => sum + r.remaining, 0);
  const atRisk = rows.filter((r) => r.approved_total / r.budget >= 0.9).length;
  const selectedRow = rows.find((r) => r.id === selected);

  return (
    <main>
      <header>
        <div>
          <h1>Budget monitor</h1>
          <p className="sub">Finance team · FY2026 · approving as Ingrid Sato</p>
        </div>
        <button type="button" className="secondary" onClick={() => reload().catch((e) => setMessage(`Could not load budgets (${failure(e)})`))}>
          Reload figures
        </button>
      </header>
      {message && <p className="message" role="status">{message}</p>}

      <section aria-labelledby="h-centres">
        <h2 id="h-centres">Cost centres</h2>
        {rows.length > 0 && (
          <p className="summary">
            <span>Total remaining: {money(totalRemaining)}</span>
            <span>{atRisk} {atRisk === 1 ? "cost centre" : "cost centres"} at risk</span>
          </p>
        )}
        <table>
          <thead>
            <tr>
              <th>Cost centre</th><th>Name</th><th>Owner</th><th className="num">Budget</th><th className="num">Approved</th>
              <th className="num">Remaining</th><th className="num">Used</th><th className="num">Pending</th><th>Status</th>
              <th className="num">Month-end</th><th className="num">Change</th><th></th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.id} className={r.id === selected ? "current" : undefined}>
                <td>{r.id}</td>
                <td>{r.name}</td>
                <td>{r.owner}</td>
                <td className="num">{money(r.budget)}</td>
                <td className="num">{money(r.approved_total)}</td>
                <td className="num">{money(r.remaining)}</td>
                <td className="num">{percent(r.approved_total, r.budget)}</td>
                <td className="num">{money(r.pending_total)}</td>
                <td>{r.approved_total / r.budget >= 0.9 ? <span className="risk">At risk</span> : "OK"}</td>
                <td className="num">{r.monthEnd === null ? "—" : money(r.monthEnd)}</td>
                <td className="num">{r.monthEnd === null ? "—" : money(r.remaining - r.monthEnd)}</td>
                <td><button type="button" className="secondary" onClick={() => view(r.id)}>View requests</button></td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      <div className="columns">
        <section aria-labelledby="h-requests">
          <h2 id="h-requests">Purchase requests</h2>
          {!selected && <p className="hint">Choose a cost centre with "View requests".</p>}
          {selected && (
            <p className="hint">
              Submitted for {selected} {selectedRow?.name ?? ""} · {requests.length} waiting
            </p>
          )}
          {selected && (
            <table className="requests">
              <thead>
                <tr>
                  <th scope="col">ID</th><th scope="col">Title</th><th scope="col">Requester</th><th scope="col">Category</th>
                  <th scope="col" className="num">Amount</th><th scope="col"><span className="sr-only">Actions</span></th>
                </tr>
              </thead>
              <tbody>
                {requests.map((q) => (
                  <tr key={q.id}>
                    <td>{q.id}{q.flagged && <span className="badge">On hold</span>}</td>
                    <td>{q.title}</td>
                    <td>{q.requester}</td>
                    <td>{q.category}</td>
                    <td className="num">{money(q.amount)}</td>
                    <td className="actions">
                      <button type="button" onClick={() => approve(q)}>Approve</button>
                      <button type="button" className="secondary" onClick={() => { setRejecting(q.id); setRejectError(""); }}>Reject</button>
                      <button type="button" className="secondary" onClick={() => hold(q)}>Hold for review</button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
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

        <section aria-labelledby="h-new">
          <h2 id="h-new">New purchase request</h2>
          <form onSubmit={submit}>
            <label>
              Title
              <input value={form.title} onChange={(e) => setForm({ ...form, title: e.target.value })} />
            </label>
            <label>
              Requester
              <input value={form.requester} onChange={(e) => setForm({ ...form, requester: e.target.value })} />
            </label>
            <label>
              Charge to
              <select value={form.centre} onChange={(e) => setForm({ ...form, centre: e.target.value })}>
                {centres.map((c) => <option key={c.id}>{c.id}</option>)}
              </select>
            </label>
            <label>
              Category
              <select value={form.category} onChange={(e) => setForm({ ...form, category: e.target.value })}>
                {CATEGORIES.map((c) => <option key={c}>{c}</option>)}
              </select>
            </label>
            <label>
              Amount (USD)
              <input type="number" step="0.01" value={form.amount} onChange={(e) => setForm({ ...form, amount: e.target.value })} />
            </label>
            <button type="submit">Submit request</button>
            {formError && <p className="error">{formError}</p>}
          </form>
        </section>
      </div>
    </main>
  );
}
