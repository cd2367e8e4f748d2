import { useEffect, useRef, useState } from "react";
import { callTool } from "./bridge";
import {
  approvedOn,
  centreLines,
  checkOf,
  compareIds,
  dollars,
  draftOf,
  payOn,
  plural,
  reasonOf,
  runTotalCents,
  toCents,
} from "./ledger";
import type { ApprovedRequest, CentreName, PaymentRecord, RunEntry } from "./ledger";
import "./desk.css";

type Drafted = { payment: PaymentRecord; request: ApprovedRequest };

export default function App() {
  const [approved, setApproved] = useState<ApprovedRequest[]>([]);
  const [payments, setPayments] = useState<PaymentRecord[]>([]);
  const [centres, setCentres] = useState<CentreName[]>([]);
  const [ready, setReady] = useState(false);
  const [notice, setNotice] = useState("");
  const [working, setWorking] = useState(false);
  const [run, setRun] = useState<RunEntry[]>([]);
  const generation = useRef(0);

  // The approved requests and every payment, read together.
  async function readSystem() {
    const mine = ++generation.current;
    try {
      const [reqs, pays] = await Promise.all([
        callTool<{ requests: ApprovedRequest[] }>("list_requests", { status: "approved" }),
        callTool<{ payments: PaymentRecord[] }>("list_payments", {}),
      ]);
      if (mine !== generation.current) return;
      setApproved(reqs.requests.filter((r) => r.status === "approved").sort(compareIds));
      setPayments(pays.payments);
      setReady(true);
    } catch (e) {
      setNotice(`Could not read the approvals system: ${reasonOf(e)}`);
    }
  }

  useEffect(() => {
    void readSystem();
    callTool<{ cost_centres: CentreName[] }>("list_cost_centres", {})
      .then((r) => setCentres(r.cost_centres))
      .catch((e) => setNotice(`Could not read the cost centres: ${reasonOf(e)}`));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  async function draft(req: ApprovedRequest) {
    setWorking(true);
    try {
      const fresh = await callTool<{ payments: PaymentRecord[] }>("list_payments", {});
      const existing = draftOf(req.id, fresh.payments);
      if (existing) {
        setNotice(`${req.id} already has draft ${existing.id}`);
        return;
      }
      let made: Drafted;
      try {
        made = await callTool<Drafted>("draft_payment", { request_id: req.id });
      } catch (e) {
        setNotice(`${req.id} not drafted: ${reasonOf(e)}`);
        return;
      }
      const entry: RunEntry = {
        paymentId: made.payment.id,
        requestId: req.id,
        payee: made.payment.payee,
        centre: req.cost_centre,
        amountCents: toCents(made.payment.amount),
        payOn: payOn(req),
      };
      setRun((before) => [...before, entry]);
      let status = "unknown";
      try {
        const back = await callTool<{ request: ApprovedRequest }>("get_request", { request_id: req.id });
        status = back.request.status;
      } catch (e) {
        status = `not read back: ${reasonOf(e)}`;
      }
      setNotice(
        `Drafted ${made.payment.id} for ${req.id}: ${dollars(toCents(made.payment.amount))} to ${made.payment.payee} (status: ${status})`,
      );
    } catch (e) {
      setNotice(`${req.id} not drafted: ${reasonOf(e)}`);
    } finally {
      await readSystem();
      setWorking(false);
    }
  }

  const toDraft = approved.filter((r) => !draftOf(r.id, payments));
  const alreadyDrafted = approved
    .map((r) => ({ req: r, payment: draftOf(r.id, payments) }))
    .filter((x): x is { req: ApprovedRequest; payment: PaymentRecord } => Boolean(x.payment));
  const toDraftCents = toDraft.reduce((sum, r) => sum + toCents(r.amount), 0);
  const runCents = runTotalCents(run);

  return (
    <main className="desk">
      <h1>Payment drafting</h1>
      <p className="notice" role="status" aria-live="polite">
        {notice}
      </p>

      <section aria-labelledby="to-draft-title">
        <div className="section-head">
          <h2 id="to-draft-title">To draft</h2>
          <button type="button" className="quiet" onClick={() => void readSystem()} disabled={working}>
            Refresh
          </button>
        </div>
        <p className="summary">
          {ready ? `${toDraft.length} to draft, ${dollars(toDraftCents)} in total` : "Reading the approvals system…"}
        </p>
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
              <th scope="col">Approved on</th>
              <th scope="col">Pay on</th>
              <th scope="col">Check</th>
              <th scope="col">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {toDraft.map((r) => {
              const check = checkOf(r);
              return (
                <tr key={r.id}>
                  <td>{r.id}</td>
                  <td>{r.title}</td>
                  <td>{r.requester}</td>
                  <td>{r.cost_centre}</td>
                  <td className="num">{dollars(toCents(r.amount))}</td>
                  <td>{approvedOn(r)}</td>
                  <td>{payOn(r)}</td>
                  <td className={check === "Eligible" ? "" : "blocked"}>{check}</td>
                  <td>
                    {check === "Eligible" && (
                      <button type="button" onClick={() => void draft(r)} disabled={working}>
                        Draft
                      </button>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </section>

      <section aria-labelledby="drafted-title">
        <h2 id="drafted-title">Already drafted</h2>
        {alreadyDrafted.length === 0 ? (
          <p>No drafts yet</p>
        ) : (
          <table>
            <thead>
              <tr>
                <th scope="col">Request</th>
                <th scope="col">Payment</th>
                <th scope="col" className="num">
                  Amount
                </th>
              </tr>
            </thead>
            <tbody>
              {alreadyDrafted.map(({ req, payment }) => (
                <tr key={req.id}>
                  <td>{req.id}</td>
                  <td>{payment.id}</td>
                  <td className="num">{dollars(toCents(req.amount))}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

      <section aria-labelledby="run-title">
        <h2 id="run-title">Run sheet</h2>
        {run.length === 0 ? (
          <p>Nothing drafted in this run</p>
        ) : (
          <>
            <table>
              <thead>
                <tr>
                  <th scope="col">Payment</th>
                  <th scope="col">Request</th>
                  <th scope="col">Payee</th>
                  <th scope="col">Cost centre</th>
                  <th scope="col" className="num">
                    Amount
                  </th>
                  <th scope="col">Pay on</th>
                </tr>
              </thead>
              <tbody>
                {run.map((e) => (
                  <tr key={e.paymentId}>
                    <td>{e.paymentId}</td>
                    <td>{e.requestId}</td>
                    <td>{e.payee}</td>
                    <td>{e.centre}</td>
                    <td className="num">{dollars(e.amountCents)}</td>
                    <td>{e.payOn}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <ul className="centre-lines">
              {centreLines(run, centres).map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </>
        )}
        <p className="summary">
          Run total: {dollars(runCents)} ({plural(run.length)})
        </p>
      </section>
    </main>
  );
}
