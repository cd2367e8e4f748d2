import type { Priority, Status } from "./api";

export type SlaTargets = Partial<Record<Priority, number>>;

/** Priorities from most to least urgent: the order the targets are listed in. */
export const PRIORITY_RANK: readonly Priority[] = ["urgent", "high", "normal", "low"];

const HOUR_KEYS = ["hours", "target_hours", "response_hours", "first_response_hours", "response_time_hours", "target"];

function hoursIn(value: unknown): number | null {
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (typeof value === "string") {
    const m = /\d+(?:\.\d+)?/.exec(value);
    return m ? Number(m[0]) : null;
  }
  if (value && typeof value === "object" && !Array.isArray(value)) {
    const obj = value as Record<string, unknown>;
    for (const key of HOUR_KEYS) {
      if (key in obj) {
        const n = hoursIn(obj[key]);
        if (n !== null) return n;
      }
    }
    for (const [key, v] of Object.entries(obj)) {
      if (key.toLowerCase().includes("hour") && typeof v === "number") return v;
    }
  }
  return null;
}

function fromText(text: string): SlaTargets {
  const out: SlaTargets = {};
  const re = /\b(urgent|high|normal|low)\b\D{0,20}?(\d+(?:\.\d+)?)/gi;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text)) !== null) {
    const p = m[1].toLowerCase() as Priority;
    if (out[p] === undefined) out[p] = Number(m[2]);
  }
  return out;
}

const found = (t: SlaTargets) => Object.keys(t).length > 0;

/**
 * The resource is documented only as "response-time targets by priority, in
 * hours", so accept the usual shapes: a priority → hours map (possibly nested
 * or wrapped in a resource envelope), a list of {priority, hours} rows, or text.
 */
export function readTargets(raw: unknown, depth = 0): SlaTargets {
  if (depth > 5 || raw == null) return {};
  if (typeof raw === "string") {
    try {
      return readTargets(JSON.parse(raw), depth + 1);
    } catch {
      return fromText(raw);
    }
  }
  if (Array.isArray(raw)) {
    const out: SlaTargets = {};
    for (const item of raw) {
      if (item && typeof item === "object") {
        const row = item as Record<string, unknown>;
        const p = String(row.priority ?? row.name ?? row.level ?? "").toLowerCase() as Priority;
        if (PRIORITY_RANK.includes(p)) {
          const n = hoursIn(row);
          if (n !== null) out[p] = n;
        }
      }
    }
    if (found(out)) return out;
    for (const item of raw) {
      const inner = readTargets(item, depth + 1);
      if (found(inner)) return inner;
    }
    return {};
  }
  if (typeof raw === "object") {
    const obj = raw as Record<string, unknown>;
    const out: SlaTargets = {};
    for (const p of PRIORITY_RANK) {
      if (p in obj) {
        const n = hoursIn(obj[p]);
        if (n !== null) out[p] = n;
      }
    }
    if (found(out)) return out;
    for (const value of Object.values(obj)) {
      const inner = readTargets(value, depth + 1);
      if (found(inner)) return inner;
    }
  }
  return {};
}

/** "4 h" */
export function hoursLabel(hours: number): string {
  return `${hours} h`;
}

/** Parses a helpdesk timestamp; a stamp without a zone is taken as UTC. */
export function parseUtc(stamp: string): number {
  const hasZone = /(Z|[+-]\d{2}:?\d{2})$/i.test(stamp.trim());
  const ms = Date.parse(hasZone ? stamp : `${stamp.trim()}Z`);
  return Number.isNaN(ms) ? Date.parse(stamp) : ms;
}

/** "2026-03-02 14:00" in UTC. */
export function utcMinute(ms: number): string {
  return new Date(ms).toISOString().slice(0, 16).replace("T", " ");
}

export function isLive(status: Status): boolean {
  return status === "open" || status === "pending";
}

/** The moment a live ticket must be answered by, or null when it cannot be worked out. */
export function respondBy(createdAt: string | undefined, priority: Priority, targets: SlaTargets): number | null {
  const hours = targets[priority];
  if (!createdAt || hours === undefined) return null;
  const opened = parseUtc(createdAt);
  if (Number.isNaN(opened)) return null;
  return opened + hours * 3_600_000;
}

export function isOverdue(deadline: number | null, now: number): boolean {
  return deadline !== null && deadline < now;
}
