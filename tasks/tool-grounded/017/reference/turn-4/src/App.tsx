import { useEffect, useState } from "react";
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
  decided_at: string | null;
  rejection_reason: string | null;
};
type Budget = { cost_centre: string; name: string; remaining: number; pending_total: number };
type Failure = { code: string; message: string };

// Marcus Oyelaran's cost centres, in the order the desk shows them.
const CENTRES = ["CC-300", "CC-220"];
const COVER_LIMIT_CENTS = 250000;
const ALLOWANCE_CENTS = 400000;
const ME = "AP-3";
const HOLD_NOTE = "Held for Marcus Oyelaran's return";

const cents = (n: number) => Math.round(n * 100);
const money = (n: number) =>
  (n < 0 ? "-$" : "$") + Math.abs(n).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const withinCover = (r: Req) => cents(r.amount) <= COVER_LIMIT_CENTS;
const isMine = (r: Req) => r.decided_by === ME && r.status !== "submitted";
const statusWord = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function failure(error: unknown): Failure {
  const e = error as { code?: string; message?: string };
  return { code: e.code ?? "error", message: e.message ?? String(error) };
}

export default function App() {
  const [all, setAll] = useState<Req[]>([]);
  const [budgets, setBudgets] = useState<Budget[]>([]);
  const [loaded, setLoaded] = useState(false);
  const [error, setError] = useState("");
  const [notice, setNotice] = useState("");
  const [busy, setBusy] = useState(false);
  const [rejectFor, setRejectFor] = useState<string | null>(null);
  const [reason, setReason] = useState("");

  // Reads every request and the live budget of both cost centres (never the cached snapshot).
  async function load(): Promise<Budget[]> {
    const lists = await Promise.all(
      CENTRES.map((cc) => callTool<{ requests: Req[] }>("list_requests", { cost_centre: cc })),
    );
    const live = await Promise.all(CENTRES.map((cc) => callTool<Budget>("get_budget", { cost_centre: cc })));
    setAll(lists.flatMap((l) => l.requests));
    setBudgets(live);
    setLoaded(true);
    setError("");
    return live;
  }

  function refresh() {
    load().catch((e) => setError(`Could not read the approvals system: ${failure(e).message}`));
  }

  useEffect(() => {
    refresh();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const waiting = all.filter((r) => r.status === "submitted").sort((a, b) => a.id.localeCompare(b.id));
  const withinCount = waiting.filter(withinCover).length;
  const approvedByMe = all.filter((r) => isMine(r) && (r.status === "approved" || r.status === "paid"));
  const usedCents = approvedByMe.reduce((sum, r) => sum + cents(r.amount), 0);
  const leftCents = ALLOWANCE_CENTS - usedCents;
  const decided = all
    .filter(isMine)
    .sort((a, b) => (b.decided_at ?? "").localeCompare(a.decided_at ?? "") || b.id.localeCompare(a.id));

  async function approve(r: Req) {
    if (cents(r.amount) > leftCents) {
      setNotice(`Over allowance: ${money(leftCents / 100)} left`);
      return;
    }
    setBusy(true);
    try {
      const read = await callTool<{ evidence_token: string }>("get_request", { request_id: r.id });
      const check = await callTool<{ version: number; validation_token: string }>("validate_request", {
        request_id: r.id,
        approver_id: ME,
        evidence_token: read.evidence_token,
      });
      await callTool("approve_request", {
        request_id: r.id,
        approver_id: ME,
        version: check.version,
        validation_token: check.validation_token,
      });
      const live = await load();
      const centre = live.find((b) => b.cost_centre === r.cost_centre);
      setNotice(`Approved ${r.id}. ${r.cost_centre} remaining: ${centre ? money(centre.remaining) : "unknown"}`);
    } catch (e) {
      const f = failure(e);
      setNotice(`Not approved (${f.code}): ${f.message}`);
    } finally {
      setBusy(false);
    }
  }

  function openReject(id: string) {
    setRejectFor(id);
    setReason("");
  }

  async function confirmReject() {
    if (!rejectFor) return;
    const id = rejectFor;
    const text = reason.trim();
    if (text.length < 5) {
      setNotice("Write a reason of at least 5 characters");
      return;
    }
    setBusy(true);
    try {
      const read = await callTool<{ evidence_token: string }>("get_request", { request_id: id });
      await callTool("reject_request", {
        request_id: id,
        approver_id: ME,
        evidence_token: read.evidence_token,
        reason: `Covering for Marcus: ${text}`,
      });
      setRejectFor(null);
      setReason("");
      await load();
      setNotice(`Rejected ${id}`);
    } catch (e) {
      const f = failure(e);
      setNotice(`Not rejected (${f.code}): ${f.message}`);
      await load().catch(() => undefined);
    } finally {
      setBusy(false);
    }
  }

  async function hold(r: Req) {
    setBusy(true);
    try {
      await callTool("flag_for_review", { request_id: r.id, note: HOLD_NOTE });
      await load();
      setNotice(`Held ${r.id} for Marcus`);
    } catch (e) {
      setNotice(`Not held: ${failure(e).message}`);
    } finally {
      setBusy(false);
    }
  }

  return (
    <main className="desk">
      <header className="top">
        <div>
          <h1>Cover desk</h1>
          <p className="sub">
            Ingrid Sato (AP-3) covering for Marcus Oyelaran (AP-2) on CC-300 Field Marketing and CC-220 Sales East
          </p>
        </div>
        <button type="button" onClick={refresh}>
          Refresh
        </button>
      </header>
      {error && <p role="alert" className="error">{error}</p>}
      {notice && <p role="status" className="notice">{notice}</p>}

      <section aria-labelledby="waiting-h" className="card">
        <h2 id="waiting-h">Waiting requests</h2>
        {loaded && (
          <p className="summary">
            {waiting.length} waiting, {withinCount} within cover
          </p>
        )}
        {loaded && <p className="summary">Allowance: {money(usedCents / 100)} used, {money(leftCents / 100)} left</p>}
        <table>
          <thead>
            <tr>
              <th scope="col">Request</th>
              <th scope="col">Title</th>
              <th scope="col">Requester</th>
              <th scope="col">Cost centre</th>
              <th scope="col" className="num">Amount</th>
              <th scope="col">Cover</th>
              <th scope="col">Hold</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {waiting.map((r) => (
              <tr key={r.id}>
                <td>{r.id}</td>
                <td>{r.title}</td>
                <td>{r.requester}</td>
                <td>{r.cost_centre}</td>
                <td className="num">{money(r.amount)}</td>
                <td>{withinCover(r) ? "Within cover" : "Left for Marcus"}</td>
                <td>{r.flagged ? `Held: ${r.flag_note ?? ""}` : ""}</td>
                <td className="actions">
                  {withinCover(r) && (
                    <button type="button" disabled={busy} onClick={() => approve(r)}>
                      Approve
                    </button>
                  )}
                  {withinCover(r) && (
                    <button type="button" disabled={busy} onClick={() => openReject(r.id)}>
                      Reject
                    </button>
                  )}
                  {!withinCover(r) && !r.flagged && (
                    <button type="button" disabled={busy} onClick={() => hold(r)}>
                      Hold for Marcus
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {rejectFor && (
          <div className="reject">
            <h3>Reject {rejectFor}</h3>
            <label htmlFor="reject-reason">Reason</label>
            <input
              id="reject-reason"
              type="text"
              value={reason}
              onChange={(e) => setReason(e.target.value)}
            />
            <button type="button" disabled={busy} onClick={confirmReject}>
              Confirm rejection
            </button>
            <button type="button" className="plain" onClick={() => setRejectFor(null)}>
              Cancel
            </button>
          </div>
        )}
      </section>

      <section aria-labelledby="budgets-h" className="card">
        <h2 id="budgets-h">Budgets</h2>
        <ul className="lines">
          {budgets.map((b) => (
            <li key={b.cost_centre}>
              {`${b.cost_centre} ${b.name}: ${money(b.remaining)} remaining, ${money(b.pending_total)} pending`}
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="decided-h" className="card">
        <h2 id="decided-h">Decided during cover</h2>
        {loaded && decided.length === 0 && <p className="muted">Nothing decided during the cover yet.</p>}
        <ul className="lines">
          {decided.map((r) => {
            let line = `${r.id} · ${statusWord(r.status)} · ${money(r.amount)}`;
            if (r.status === "rejected") line += ` · ${r.rejection_reason ?? ""}`;
            return (
              <li key={r.id}>
                <span>{line}</span>
              </li>
            );
          })}
        </ul>
      </section>
    </main>
  );
}
