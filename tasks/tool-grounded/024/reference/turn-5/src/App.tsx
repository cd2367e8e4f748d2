import { useEffect, useState, type FormEvent } from "react";
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
  decided_by: string | null;
};
type Approver = { id: string; name: string };
type Finding = { req: Req; rules: string[] };
type Failure = { code: string; message: string };

// The audit team's rules, in the order the Rule cell names them.
const OVER = "Over category limit";
const SPLIT = "Possible split";
const SELF = "Self-approved";
const SPLIT_LIMIT_CENTS = 500000; // a group must add up to MORE than $5,000.00
const NOTE_PREFIX = "Policy audit: ";

const cents = (n: number) => Math.round(n * 100);
const money = (n: number) =>
  "$" + n.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
const plural = (n: number) => `${n} ${n === 1 ? "request" : "requests"}`;

function failure(error: unknown): Failure {
  const e = error as { code?: string; message?: string };
  return { code: e.code ?? "error", message: e.message ?? String(error) };
}

// Every submitted request checked against the category limits and the split rule.
function auditSubmitted(all: Req[], limits: Record<string, number>): Finding[] {
  const submitted = all.filter((r) => r.status === "submitted").sort(byId);
  const groups = new Map<string, Req[]>();
  for (const r of submitted) {
    const key = `${r.requester}\u0000${r.cost_centre}`;
    groups.set(key, [...(groups.get(key) ?? []), r]);
  }
  const split = new Set<string>();
  for (const group of groups.values()) {
    const total = group.reduce((sum, r) => sum + cents(r.amount), 0);
    if (group.length >= 2 && total > SPLIT_LIMIT_CENTS) group.forEach((r) => split.add(r.id));
  }
  const out: Finding[] = [];
  for (const r of submitted) {
    const rules: string[] = [];
    const cap = limits[r.category];
    if (cap !== undefined && cents(r.amount) > cents(cap)) rules.push(OVER);
    if (split.has(r.id)) rules.push(SPLIT);
    if (rules.length > 0) out.push({ req: r, rules });
  }
  return out;
}

function idList(ids: string[]): string {
  return ids.length > 0 ? ` (${ids.join(", ")})` : "";
}

export default function App() {
  const [all, setAll] = useState<Req[]>([]);
  const [limits, setLimits] = useState<Record<string, number>>({});
  const [approvers, setApprovers] = useState<Approver[]>([]);
  const [loaded, setLoaded] = useState(false);
  const [error, setError] = useState("");
  const [notice, setNotice] = useState("");
  const [busy, setBusy] = useState(false);
  const [question, setQuestion] = useState<Finding[] | null>(null);
  const [lookupText, setLookupText] = useState("");
  const [lookupLine, setLookupLine] = useState("");

  // Reads every request, the policy limits and the approvers; returns the submitted findings.
  async function loadEverything(): Promise<Finding[]> {
    const [list, policy, people] = await Promise.all([
      callTool<{ requests: Req[] }>("list_requests", {}),
      callTool<{ category_limits: Record<string, number> }>("get_policy_limits", {}),
      callTool<{ approvers: Approver[] }>("list_approvers", {}),
    ]);
    setAll(list.requests);
    setLimits(policy.category_limits);
    setApprovers(people.approvers);
    setLoaded(true);
    setError("");
    return auditSubmitted(list.requests, policy.category_limits);
  }

  // Reads the request list again (after a flag).
  async function reloadList() {
    try {
      const list = await callTool<{ requests: Req[] }>("list_requests", {});
      setAll(list.requests);
    } catch (e) {
      setError(`Could not read the requests: ${failure(e).message}`);
    }
  }

  useEffect(() => {
    loadEverything().catch((e) => setError(`Could not read the approvals system: ${failure(e).message}`));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const submitted = all.filter((r) => r.status === "submitted");
  const findings = auditSubmitted(all, limits);
  const names = new Map(approvers.map((a) => [a.id, a.name]));
  const selfApproved = all
    .filter(
      (r) =>
        (r.status === "approved" || r.status === "paid") &&
        r.decided_by !== null &&
        names.get(r.decided_by) === r.requester,
    )
    .sort(byId);

  function ruleLine(rule: string, rows: Req[]) {
    const total = rows.reduce((sum, r) => sum + cents(r.amount), 0) / 100;
    return `${rule}: ${plural(rows.length)}, ${money(total)}`;
  }
  const overRows = findings.filter((f) => f.rules.includes(OVER)).map((f) => f.req);
  const splitRows = findings.filter((f) => f.rules.includes(SPLIT)).map((f) => f.req);
  const flaggedCount = findings.filter((f) => f.req.flagged).length;

  // Reads the request, flags it with the fixed note, reads it back. Returns "flagged" or "skipped".
  async function flagOne(f: Finding, skipWhenFlagged: boolean): Promise<"flagged" | "skipped"> {
    const id = f.req.id;
    const read = await callTool<{ request: Req }>("get_request", { request_id: id });
    if (read.request.status !== "submitted") {
      throw { code: "invalid_state", message: `${id} is ${read.request.status}, not awaiting a decision` };
    }
    if (skipWhenFlagged && read.request.flagged) return "skipped";
    await callTool("flag_for_review", { request_id: id, note: NOTE_PREFIX + f.rules.join("; ") });
    const back = await callTool<{ request: Req }>("get_request", { request_id: id });
    if (!back.request.flagged) {
      throw { code: "not_confirmed", message: `${id} does not show the flag when read back` };
    }
    return "flagged";
  }

  async function flag(f: Finding) {
    setBusy(true);
    setQuestion(null);
    try {
      await flagOne(f, false);
      setNotice(`${f.req.id} flagged for review`);
    } catch (e) {
      setNotice(`Not flagged: ${failure(e).message}`);
    }
    await reloadList();
    setBusy(false);
  }

  async function recheck() {
    const before = findings.map((f) => f.req.id);
    setBusy(true);
    setQuestion(null);
    try {
      const after = (await loadEverything()).map((f) => f.req.id);
      const resolved = before.filter((id) => !after.includes(id)).sort();
      const added = after.filter((id) => !before.includes(id)).sort();
      setNotice(`Re-check: ${resolved.length} resolved${idList(resolved)}, ${added.length} new${idList(added)}`);
    } catch (e) {
      setError(`Could not read the approvals system: ${failure(e).message}`);
    }
    setBusy(false);
  }

  function askBulk() {
    const open = findings.filter((f) => !f.req.flagged);
    if (open.length === 0) {
      setQuestion(null);
      setNotice("No open findings to flag");
      return;
    }
    setQuestion(open);
  }

  async function confirmBulk() {
    const rows = question ?? [];
    setQuestion(null);
    setBusy(true);
    let flagged = 0;
    const skipped: string[] = [];
    for (const f of rows) {
      try {
        const outcome = await flagOne(f, true);
        if (outcome === "flagged") flagged += 1;
        else skipped.push(f.req.id);
      } catch {
        skipped.push(f.req.id);
      }
    }
    await reloadList();
    skipped.sort();
    setNotice(`Bulk flag: ${flagged} flagged, ${skipped.length} skipped${idList(skipped)}`);
    setBusy(false);
  }

  async function lookup(event: FormEvent) {
    event.preventDefault();
    const id = lookupText.trim().toUpperCase();
    if (id === "") {
      setLookupLine("Enter a request id");
      return;
    }
    try {
      const got = await callTool<{ request: Req }>("get_request", { request_id: id });
      const r = got.request;
      if (r.status !== "submitted") {
        setLookupLine(`${r.id} is ${r.status} and is not audited here`);
        return;
      }
      const merged = [...all.filter((x) => x.id !== r.id), r];
      const found = auditSubmitted(merged, limits).find((x) => x.req.id === r.id);
      setLookupLine(found ? `${r.id}: ${found.rules.join("; ")}` : `${r.id}: no finding`);
    } catch (e) {
      const f = failure(e);
      setLookupLine(f.code === "not_found" ? `No request ${id} in the system` : `Could not read ${id}: ${f.message}`);
    }
  }

  return (
    <main className="audit">
      <header>
        <h1>Policy audit</h1>
        <p className="lede">Submitted requests checked against the spending policy and the audit rules.</p>
      </header>

      <section className="panel" aria-labelledby="summary-title">
        <h2 id="summary-title">Summary</h2>
        {loaded ? (
          <ul className="lines">
            <li>{ruleLine(OVER, overRows)}</li>
            <li>{ruleLine(SPLIT, splitRows)}</li>
            <li>{ruleLine(SELF, selfApproved)}</li>
            <li>
              Flagged: {flaggedCount} of {findings.length} findings
            </li>
          </ul>
        ) : (
          <p className="lede">Reading the approvals system…</p>
        )}
      </section>

      <section className="panel" aria-labelledby="findings-title">
        <h2 id="findings-title">Findings</h2>
        {error && <p className="error">{error}</p>}
        {loaded && (
          <p className="count">
            {findings.length} of {submitted.length} submitted requests break a rule
          </p>
        )}
        <div className="toolbar">
          <button type="button" className="quiet" onClick={recheck} disabled={busy}>
            Re-check
          </button>
          <button type="button" onClick={askBulk} disabled={busy || !loaded}>
            Flag all open findings
          </button>
        </div>
        {question && (
          <div className="question" role="group" aria-label="Confirm bulk flag">
            <p>Flag {question.length} open findings?</p>
            <button type="button" onClick={confirmBulk} disabled={busy}>
              Confirm
            </button>
            <button type="button" className="quiet" onClick={() => setQuestion(null)}>
              Cancel
            </button>
          </div>
        )}
        {notice && (
          <p className="status" role="status">
            {notice}
          </p>
        )}
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
              <tr key={f.req.id}>
                <td>{f.req.id}</td>
                <td>{f.req.requester}</td>
                <td>{f.req.cost_centre}</td>
                <td>{f.req.category}</td>
                <td className="num">{money(f.req.amount)}</td>
                <td>{f.rules.join("; ")}</td>
                <td>
                  {f.req.flagged ? (
                    <span className="tag">Flagged</span>
                  ) : (
                    <button type="button" onClick={() => flag(f)} disabled={busy}>
                      Flag
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      <section className="panel" aria-labelledby="decided-title">
        <h2 id="decided-title">Decided with a finding</h2>
        <table>
          <thead>
            <tr>
              <th scope="col">Request</th>
              <th scope="col">Requester</th>
              <th scope="col">Decided by</th>
              <th scope="col">Status</th>
              <th scope="col" className="num">
                Amount
              </th>
            </tr>
          </thead>
          <tbody>
            {selfApproved.map((r) => (
              <tr key={r.id}>
                <td>{r.id}</td>
                <td>{r.requester}</td>
                <td>{names.get(r.decided_by ?? "") ?? r.decided_by}</td>
                <td>{r.status}</td>
                <td className="num">{money(r.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      <section className="panel" aria-labelledby="lookup-title">
        <h2 id="lookup-title">Look up a request</h2>
        <form className="lookup" onSubmit={lookup}>
          <label htmlFor="lookup-id">Request id</label>
          <input id="lookup-id" value={lookupText} onChange={(e) => setLookupText(e.target.value)} />
          <button type="submit">Check request</button>
        </form>
        {lookupLine && <p className="result">{lookupLine}</p>}
      </section>
    </main>
  );
}
