import type { Applicant, Plot } from "./types";

/** Priority order: parish residents first, then the earlier application date, then who joined first. */
export function byPriority(a: Applicant, b: Applicant): number {
  if (a.parish !== b.parish) return a.parish ? -1 : 1;
  if (a.appliedOn !== b.appliedOn) return a.appliedOn < b.appliedOn ? -1 : 1;
  return a.id - b.id;
}

export function isCalendarDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
  return day <= days;
}

export function sameName(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/** The message refusing a join, or null when the join is fine. */
export function joinError(name: string, appliedOn: string, applicants: Applicant[], plots: Plot[]): string | null {
  if (name === "") return "Enter the applicant's name";
  const listed = applicants.find((a) => sameName(a.name, name));
  if (listed) return `${listed.name} is already on the list`;
  const tenantPlot = plots.find((p) => p.tenant !== null && sameName(p.tenant, name));
  if (tenantPlot) return `${tenantPlot.tenant} already has plot ${tenantPlot.number}`;
  if (!isCalendarDate(appliedOn)) return "Enter the date as YYYY-MM-DD";
  return null;
}
