export type Appliance = {
  id: number;
  name: string;
  watts: number;
  hours: number;
  days: number;
};

export const MONTH_DAYS = 30;

/** A number typed in a field, or null when the field is empty or not a number. */
export function parseNumber(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === "") return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : null;
}

export function inRange(text: string, min: number, max: number): number | null {
  const value = parseNumber(text);
  if (value === null || value < min || value > max) return null;
  return value;
}

export function wholeInRange(text: string, min: number, max: number): number | null {
  const value = inRange(text, min, max);
  if (value === null || !Number.isInteger(value)) return null;
  return value;
}

export function weeklyEnergy(a: Appliance): number {
  return (a.watts * a.hours * a.days) / 1000;
}

export function toMonthly(weekly: number): number {
  return (weekly * MONTH_DAYS) / 7;
}

export type ApplianceForm = {
  name: string;
  watts: string;
  hours: string;
  days: string;
};

export const EMPTY_FORM: ApplianceForm = { name: "", watts: "", hours: "", days: "" };

export type Checked = { ok: true; value: Omit<Appliance, "id"> } | { ok: false; messages: string[] };

export function checkForm(form: ApplianceForm): Checked {
  const messages: string[] = [];
  const name = form.name.trim();
  if (name === "") messages.push("Enter an appliance name");
  const watts = wholeInRange(form.watts, 1, 10000);
  if (watts === null) messages.push("Watts must be a whole number from 1 to 10000");
  const hoursValue = parseNumber(form.hours);
  const hours = hoursValue !== null && hoursValue > 0 && hoursValue <= 24 ? hoursValue : null;
  if (hours === null) messages.push("Hours per day must be above 0 and at most 24");
  const days = wholeInRange(form.days, 1, 7);
  if (days === null) messages.push("Days per week must be a whole number from 1 to 7");
  if (messages.length > 0 || watts === null || hours === null || days === null) {
    return { ok: false, messages };
  }
  return { ok: true, value: { name, watts, hours, days } };
}
