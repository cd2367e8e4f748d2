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
};
type Finding = { req: Req; rules: string[] };
type Failure = { code: string; message: string };

// The audit team's rules, in the order the Rule cell names them.
const OVER = "Over category limit";
const SPLIT = "Possible split";
const SPLIT_LIMIT_CENTS = 500000; // a group must add up to MORE than $5,000.00

const cents = (n: number) => Math.round(n * 100);
const money = (n: number) =>
  "$" + n.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

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

export default function App() {
  const [all, setAll] = useState<Req[]>([]);
  const [limits, setLimits] = useState<Record<string, number>>({});
  const [loaded, setLoaded] = useState(false);
  const [error, setError] = useState("");

  // Reads every request and the policy limits.
  async function loadEverything() {
    const [list, policy] = await Promise.all([
      callTool<{ requests: Req[] }>("list_requests", {}),
      callTool<{ category_limits: Record<string, number> }>("get_policy_limits", {}),
    ]);
    setAll(list.requests);
    setLimits(policy.category_limits);
    setLoaded(true);
    setError("");
  }

  useEffect(() => {
    loadEverything().catch((e) => setError(`Could not read the approvals system: ${failure(e).message}`));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const submitted = all.filter((r) => r.status === "submitted");
  const findings = auditSubmitted(all, limits);

  return (
    <main className="audit">
      <header>
        <h1>Policy audit</h1>
        <p className="lede">Submitted requests checked against the spending policy and the audit rules.</p>
      </header>

      <section className="panel" aria-labelledby="findings-title">
        <h2 id="findings-title">Findings</h2>
        {error && <p className="error">{error}</p>}
        {loaded && (
          <p className="count">
            {findings.length} of {submitted.length} submitted requests break a rule
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
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </main>
  );
}
