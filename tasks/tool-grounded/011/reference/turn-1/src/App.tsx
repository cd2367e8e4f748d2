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
};
type Budget = { cost_centre: string; name: string; remaining: number; pending_total: number };

const money = (n: number) =>
  "$" + n.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const cents = (n: number) => Math.round(n * 100);

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

  async function load() {
    const [open, policy, centres] = await Promise.all([
      callTool<{ requests: Req[] }>("list_requests", { status: "submitted" }),
      callTool<{ category_limits: Record<string, number> }>("get_policy_limits", {}),
      callTool<{ cost_centres: { id: string }[] }>("list_cost_centres", {}),
    ]);
    const live = await Promise.all(
      centres.cost_centres.map((c) => callTool<Budget>("get_budget", { cost_centre: c.id })),
    );
    setRequests([...open.requests].sort((a, b) => a.id.localeCompare(b.id)));
    setLimits(policy.category_limits);
    setBudgets(live);
    setLoaded(true);
    setError("");
  }

  useEffect(() => {
    load().catch((e) => setError(`Could not read the approvals system: ${failure(e)}`));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

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
        <h2 id="h-waiting">Waiting for a decision</h2>
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
              </tr>
            ))}
          </tbody>
        </table>
      </section>

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
    </main>
  );
}
