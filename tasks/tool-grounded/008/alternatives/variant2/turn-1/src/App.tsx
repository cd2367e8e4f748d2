import { useEffect, useState } from "react";
import { callTool } from "./bridge";
import "./styles.css";


type Centre = { id: string; name: string; owner: string };
type Budget = {
  cost_centre: string;
  budget: number;
  approved_total: number;
  remaining: number;
  pending_total: number;
};
type Row = Centre & Budget;

const money = (n: number) =>
  "$" + n.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const percent = (part: number, whole: number) => `${((part / whole) * 100).toFixed(1)}%`;

function failure(error: unknown): string {
  const e = error as { code?: string; message?: string };
  return e.code ?? e.message ?? "error";
}

export default function App() {
  const [rows, setRows] = useState<Row[]>([]);
  const [message, setMessage] = useState("");

  async function loadBudgets() {
    const list = await callTool<{ cost_centres: Centre[] }>("list_cost_centres", {});
    const budgets = await Promise.all(
      list.cost_centres.map((c) => callTool<Budget>("get_budget", { cost_centre: c.id })),
    );
    const merged = list.cost_centres.map((c, i) => ({ ...c, ...budgets[i] }));
    setRows(merged);
  }

  useEffect(() => {
    loadBudgets().catch((e) => setMessage(`Could not load budgets (${failure(e)})`));
  }, []);

  const totalRemaining = rows.reduce((sum, r) => sum + r.remaining, 0);

  return (
    <main>
      <header>
        <div>
          <h1>Budget monitor</h1>
          <p className="sub">Finance team · FY2026 · approving as Ingrid Sato</p>
        </div>
        <button type="button" className="secondary" onClick={() => loadBudgets().catch((e) => setMessage(`Could not load budgets (${failure(e)})`))}>
          Reload figures
        </button>
      </header>
      {message && <p className="message" role="status">{message}</p>}

      <section aria-labelledby="h-centres">
        <h2 id="h-centres">Cost centres</h2>
        {rows.length > 0 && (
          <p className="summary">
            <span>Total remaining: {money(totalRemaining)}</span>
          </p>
        )}
        <table>
          <thead>
            <tr>
              <th>Cost centre</th><th>Name</th><th>Owner</th><th className="num">Budget</th><th className="num">Approved</th>
              <th className="num">Remaining</th><th className="num">Used</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.id}>
                <td>{r.id}</td>
                <td>{r.name}</td>
                <td>{r.owner}</td>
                <td className="num">{money(r.budget)}</td>
                <td className="num">{money(r.approved_total)}</td>
                <td className="num">{money(r.remaining)}</td>
                <td className="num">{percent(r.approved_total, r.budget)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

    </main>
  );
}
