import type { Limits, RequestSummary } from "./api";

export const OVER_LIMIT = "Over category limit";
export const POSSIBLE_SPLIT = "Possible split";

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
