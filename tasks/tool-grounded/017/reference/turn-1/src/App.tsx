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

const cents = (n: number) => Math.round(n * 100);
const money = (n: number) =>
  (n < 0 ? "-$" : "$") + Math.abs(n).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const withinCover = (r: Req) => cents(r.amount) <= COVER_LIMIT_CENTS;

function failure(error: unknown): Failure {
  const e = error as { code?: string; message?: string };
  return { code: e.code ?? "error", message: e.message ?? String(error) };
}

export default function App() {
  const [all, setAll] = useState<Req[]>([]);
  const [budgets, setBudgets] = useState<Budget[]>([]);
  const [loaded, setLoaded] = useState(false);
  const [error, setError] = useState("");

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

      <section aria-labelledby="waiting-h" className="card">
        <h2 id="waiting-h">Waiting requests</h2>
        {loaded && (
          <p className="summary">
            {waiting.length} waiting, {withinCount} within cover
          </p>
        )}
        <table>
          <thead>
            <tr>
              <th scope="col">Request</th>
              <th scope="col">Title</th>
              <th scope="col">Requester</th>
              <th scope="col">Cost centre</th>
              <th scope="col" className="num">Amount</th>
              <th scope="col">Cover</th>
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
              </tr>
            ))}
          </tbody>
        </table>
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
    </main>
  );
}
