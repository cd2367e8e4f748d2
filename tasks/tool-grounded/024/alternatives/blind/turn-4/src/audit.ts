import type { Approver, Limits, RequestSummary } from "./api";

export const OVER_LIMIT = "Over category limit";
export const POSSIBLE_SPLIT = "Possible split";
export const SELF_APPROVED = "Self-approved";

/** A requester's submitted requests on one cost centre count as a split above this total (in cents). */
export const SPLIT_THRESHOLD = 500000;

export function cents(amount: number): number {
  return Math.round(amount * 100);
}

const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 2 });

/** "$2,600.00" from an amount in cents. */
export function money(amountCents: number): string {
  return usd.format(amountCents / 100);
}

export function byId<T extends { id: string }>(a: T, b: T): number {
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

export type Finding = {
  request: RequestSummary;
  rules: string[];
  rule: string;
};

/** The rules each submitted request breaks, keyed by request id (requests breaking none are left out). */
export function ruleBreaks(requests: RequestSummary[], limits: Limits): Map<string, string[]> {
  const submitted = requests.filter((r) => r.status === "submitted");

  const groups = new Map<string, RequestSummary[]>();
  for (const r of submitted) {
    const key = `${r.requester}\u0000${r.cost_centre}`;
    const group = groups.get(key) ?? [];
    group.push(r);
    groups.set(key, group);
  }
  const split = new Set<string>();
  for (const group of groups.values()) {
    const total = group.reduce((sum, r) => sum + cents(r.amount), 0);
    if (group.length >= 2 && total > SPLIT_THRESHOLD) {
      for (const r of group) split.add(r.id);
    }
  }

  const breaks = new Map<string, string[]>();
  for (const r of submitted) {
    const rules: string[] = [];
    const limit = limits[r.category];
    if (typeof limit === "number" && cents(r.amount) > cents(limit)) rules.push(OVER_LIMIT);
    if (split.has(r.id)) rules.push(POSSIBLE_SPLIT);
    if (rules.length > 0) breaks.set(r.id, rules);
  }
  return breaks;
}

/** Findings rows: submitted requests breaking at least one rule, in request-id order. */
export function findingsOf(requests: RequestSummary[], limits: Limits): Finding[] {
  const breaks = ruleBreaks(requests, limits);
  return requests
    .filter((r) => breaks.has(r.id))
    .map((r) => {
      const rules = breaks.get(r.id) ?? [];
      return { request: r, rules, rule: rules.join("; ") };
    })
    .sort((a, b) => byId(a.request, b.request));
}

/** The note sent with a flag: the fixed prefix and the row's Rule text. */
export function flagNote(finding: Finding): string {
  return `Policy audit: ${finding.rule}`;
}

export function requestsLabel(count: number): string {
  return count === 1 ? "1 request" : `${count} requests`;
}

export function countLine(rule: string, requests: RequestSummary[]): string {
  const total = requests.reduce((sum, r) => sum + cents(r.amount), 0);
  return `${rule}: ${requestsLabel(requests.length)}, ${money(total)}`;
}

/** A Summary line: how many Findings rows break the rule and the sum of their amounts. */
export function summaryLine(rule: string, findings: Finding[]): string {
  return countLine(
    rule,
    findings.filter((f) => f.rules.includes(rule)).map((f) => f.request),
  );
}

export type SelfApproval = { request: RequestSummary; approverName: string };

/** Approved or paid requests decided by an approver whose name is the requester's, in request-id order. */
export function selfApprovals(requests: RequestSummary[], approvers: Approver[]): SelfApproval[] {
  const names = new Map(approvers.map((a) => [a.id, a.name]));
  const rows: SelfApproval[] = [];
  for (const r of requests) {
    if (r.status !== "approved" && r.status !== "paid") continue;
    if (!r.decided_by) continue;
    const name = names.get(r.decided_by);
    if (name !== undefined && name.trim() === r.requester.trim()) rows.push({ request: r, approverName: name });
  }
  return rows.sort((a, b) => byId(a.request, b.request));
}

/** "Re-check: 1 resolved (EX-2045), 0 new" from the Findings ids before and after. */
export function recheckLine(before: string[], after: string[]): string {
  const resolved = before.filter((id) => !after.includes(id)).sort();
  const added = after.filter((id) => !before.includes(id)).sort();
  const part = (ids: string[], word: string) => `${ids.length} ${word}${ids.length > 0 ? ` (${ids.join(", ")})` : ""}`;
  return `Re-check: ${part(resolved, "resolved")}, ${part(added, "new")}`;
}
