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
  CATEGORIES,
  cents,
  parseAmount,
  type Approver,
} from "./logic";
import NewRequest, { emptyForm, type Form } from "./NewRequest";

type LastCheck = { form: string; fieldsOk: boolean; ok: boolean; availCents: number } | null;

function errText(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

export default function App() {
  const [requests, setRequests] = useState<Req[] | null>(null);
  const [budget, setBudget] = useState<Budget | null>(null);
  const [loadError, setLoadError] = useState("");
  const [form, setForm] = useState<Form>(emptyForm);
  const [fieldErrors, setFieldErrors] = useState<string[]>([]);
  const [checkLines, setCheckLines] = useState<string[]>([]);
  const [lastCheck, setLastCheck] = useState<LastCheck>(null);
  const [formMessage, setFormMessage] = useState("");
  const [approvers, setApprovers] = useState<Approver[]>([]);
  const [resubmitOf, setResubmitOf] = useState<string | null>(null);

  const load = useCallback(async () => {
    try {
      const [list, b, ap] = await Promise.all([
        callTool<{ requests: Req[] }>("list_requests", { cost_centre: CENTRE }),
        callTool<Budget>("get_budget", { cost_centre: CENTRE }),
        callTool<{ approvers: Approver[] }>("list_approvers", {}),
      ]);
      setApprovers(ap.approvers);
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

  const formKey = (f: Form) => JSON.stringify(f);

  const check = async () => {
    setFormMessage("");
    const errors: string[] = [];
    const title = form.title.trim();
    if (title.length < 3 || title.length > 120) errors.push("Title: 3 to 120 characters");
    if (form.requester.trim() === "") errors.push("Requester: required");
    const amountCents = parseAmount(form.amount);
    if (amountCents === null) errors.push("Amount: a positive number with at most two decimals");
    setFieldErrors(errors);
    if (errors.length > 0 || amountCents === null) {
      setCheckLines([]);
      setLastCheck({ form: formKey(form), fieldsOk: false, ok: false, availCents: 0 });
      return;
    }
    try {
      const [policy, b] = await Promise.all([
        callTool<{ category_limits: Record<string, number> }>("get_policy_limits", {}),
        callTool<Budget>("get_budget", { cost_centre: CENTRE }),
      ]);
      setBudget({ remaining: b.remaining, pending_total: b.pending_total });
      const limit = cents(policy.category_limits[form.category]);
      const policyOk = amountCents <= limit;
      const policyLine = policyOk
        ? `Policy: within the ${form.category} limit of ${moneyCents(limit)}`
        : `Policy: over the ${form.category} limit of ${moneyCents(limit)} by ${moneyCents(amountCents - limit)}`;
      const avail = availableCents(b);
      const budgetOk = amountCents <= avail;
      const budgetLine = budgetOk
        ? `Budget: ${moneyCents(avail)} available, ${moneyCents(avail - amountCents)} after this request`
        : `Budget: over the available ${moneyCents(avail)} by ${moneyCents(amountCents - avail)}`;
      setCheckLines([policyLine, budgetLine]);
      setLastCheck({ form: formKey(form), fieldsOk: true, ok: policyOk && budgetOk, availCents: avail });
    } catch (e) {
      setCheckLines([]);
      setLastCheck(null);
      setFormMessage(`Check failed: ${errText(e)}`);
    }
  };

  const submit = async () => {
    if (!lastCheck || !lastCheck.fieldsOk || lastCheck.form !== formKey(form)) {
      setFormMessage("Not sent: check the request first");
      return;
    }
    if (!lastCheck.ok) {
      setFormMessage("Not sent: the request is over a limit");
      return;
    }
    const amountCents = parseAmount(form.amount) ?? 0;
    try {
      const created = await callTool<{ request: Req }>("create_request", {
        kind: form.kind,
        title: form.title.trim(),
        requester: form.requester.trim(),
        cost_centre: CENTRE,
        category: form.category,
        amount: amountCents / 100,
      });
      const id = created.request.id;
      const back = await callTool<{ request: Req }>("get_request", { request_id: id });
      await load();
      let message = `Submitted ${back.request.id}: ${back.request.title}, ${moneyCents(amountCents)}`;
      if (resubmitOf) message += `, replaces ${resubmitOf}`;
      setResubmitOf(null);
      setFormMessage(message);
      setForm(emptyForm);
      setFieldErrors([]);
      setCheckLines([]);
      setLastCheck(null);
    } catch (e) {
      setFormMessage(`Not sent: ${errText(e)}`);
    }
  };

  const approverName = (id: string | null) => approvers.find((a) => a.id === id)?.name ?? id ?? "an approver";

  const resubmittedAs = (r: Req) =>
    (requests ?? []).find((o) => o.title === `${r.title} (resubmitted)`)?.id ?? null;

  const resubmit = (r: Req) => {
    setForm({
      kind: r.kind,
      title: `${r.title} (resubmitted)`,
      requester: r.requester,
      category: r.category,
      amount: (cents(r.amount) / 100).toFixed(2),
    });
    setResubmitOf(r.id);
    setFieldErrors([]);
    setCheckLines([]);
    setLastCheck(null);
    setFormMessage("");
  };

  const awaiting = (requests ?? []).filter((r) => r.status === "submitted").length;
  const total = (requests ?? []).length;
  const attention = (requests ?? []).filter((r) => r.status === "rejected" || (r.status === "submitted" && r.flagged));

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

      <NewRequest
        form={form}
        categories={CATEGORIES}
        onChange={setForm}
        onCheck={() => void check()}
        onSubmit={() => void submit()}
        fieldErrors={fieldErrors}
        checkLines={checkLines}
        message={formMessage}
        resubmitOf={resubmitOf}
      />

      <section aria-labelledby="attn-h">
        <h2 id="attn-h">Needs attention</h2>
        {attention.length === 0 ? (
          <p className="line">Nothing needs attention</p>
        ) : (
          <ul className="attention">
            {attention.map((r) => {
              const again = r.status === "rejected" ? resubmittedAs(r) : null;
              return (
                <li key={r.id}>
                  <p className="line">
                    <strong>{r.id}</strong> {r.title}
                  </p>
                  <p className="line">
                    {r.status === "rejected"
                      ? `Rejected by ${approverName(r.decided_by)}: ${r.rejection_reason ?? ""}`
                      : `Flagged by finance: ${r.flag_note ?? ""}`}
                  </p>
                  {r.status === "rejected" &&
                    (again ? (
                      <p className="line">Resubmitted as {again}</p>
                    ) : (
                      <button type="button" onClick={() => resubmit(r)}>
                        Resubmit
                      </button>
                    ))}
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </main>
  );
}
