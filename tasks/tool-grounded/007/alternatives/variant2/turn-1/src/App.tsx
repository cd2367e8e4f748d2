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
};
type Budget = { cost_centre: string; name: string; remaining: number };

const money = (n: number) =>
  "$" + n.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

const byId = (list: Claim[]) => [...list].sort((a, b) => a.id.localeCompare(b.id, "en", { numeric: true }));

function failure(error: unknown): string {
  const e = error as { code?: string; message?: string };
  return e.code ?? e.message ?? "error";
}

export default function App() {
  const [pending, setPending] = useState<Claim[]>([]);
  const [budgets, setBudgets] = useState<Budget[]>([]);
  const [loaded, setLoaded] = useState(false);
  const [message, setMessage] = useState("");

  async function load(): Promise<Budget[]> {
    const perCentre = await Promise.all(
      CENTRES.map((c) =>
        callTool<{ requests: Claim[] }>("list_requests", { status: "submitted", kind: "expense", cost_centre: c }),
      ),
    );
    const fresh = await Promise.all(
      CENTRES.map((c) => callTool<Budget>("get_budget", { cost_centre: c })),
    );
    setPending(byId(perCentre.flatMap((r) => r.requests)));
    setBudgets(fresh);
    setLoaded(true);
    return fresh;
  }

  useEffect(() => {
    load().catch((e) => setMessage(`Could not load claims (${failure(e)})`));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

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
            <tr><th>Claim</th><th>Requester</th><th>Description</th><th>Cost centre</th><th className="num">Amount</th></tr>
          </thead>
          <tbody>
            {pending.map((c) => (
              <tr key={c.id}>
                <td>{c.id}</td>
                <td>{c.requester}</td>
                <td>{c.title}</td>
                <td>{c.cost_centre}</td>
                <td className="num">{money(c.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

    </main>
  );
}
