export const DAYS: { date: string; label: string }[] = [
  { date: "2026-03-02", label: "Mon 2 Mar" },
  { date: "2026-03-03", label: "Tue 3 Mar" },
  { date: "2026-03-04", label: "Wed 4 Mar" },
  { date: "2026-03-05", label: "Thu 5 Mar" },
  { date: "2026-03-06", label: "Fri 6 Mar" },
];

export function dayLabel(date: string): string {
  const found = DAYS.find((d) => d.date === date);
  return found ? found.label : date;
}

export function clock(iso: string): string {
  const m = /T(\d{2}:\d{2})/.exec(iso);
  if (m) return m[1];
  const t = /(\d{2}:\d{2})/.exec(iso);
  return t ? t[1] : iso;
}

export function minutesOf(hhmm: string): number {
  const [h, m] = hhmm.split(":").map(Number);
  return h * 60 + m;
}

export function errorText(err: unknown): string {
  if (err && typeof err === "object" && "message" in err) return String((err as { message: unknown }).message);
  return String(err);
}

export function errorCode(err: unknown): string {
  if (err && typeof err === "object" && "code" in err) return String((err as { code: unknown }).code);
  return "";
}
