export type Reading = {
  id: number;
  date: string;
  ph: number; // tenths
  ammonia: number; // hundredths of mg/L
  nitrite: number; // hundredths of mg/L
  nitrate: number; // tenths of mg/L
  temp: number; // tenths of °C
};

export type Draft = {
  date: string;
  ph: string;
  ammonia: string;
  nitrite: string;
  nitrate: string;
  temp: string;
};

export const EMPTY_DRAFT: Draft = { date: "", ph: "", ammonia: "", nitrite: "", nitrate: "", temp: "" };

export function isRealDate(text: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return false;
  const y = Number(m[1]);
  const mo = Number(m[2]);
  const d = Number(m[3]);
  if (mo < 1 || mo > 12 || d < 1) return false;
  const dt = new Date(Date.UTC(y, mo - 1, d));
  return dt.getUTCFullYear() === y && dt.getUTCMonth() === mo - 1 && dt.getUTCDate() === d;
}

/** The value in whole units of 10^-decimals, or null when it is not a plain number with at most that many decimals
 * inside [0, max]. */
function scaled(text: string, decimals: number, max: number): number | null {
  const t = text.trim();
  const re = decimals === 1 ? /^\d+(\.\d)?$/ : /^\d+(\.\d{1,2})?$/;
  if (!re.test(t)) return null;
  const [whole, frac = ""] = t.split(".");
  const units = Number(whole) * 10 ** decimals + Number((frac + "00").slice(0, decimals));
  if (units > max * 10 ** decimals) return null;
  return units;
}

export const MESSAGES = {
  date: "Date must be a real date written as YYYY-MM-DD",
  ph: "pH must be from 0 to 14 with at most one decimal",
  ammonia: "Ammonia must be from 0 to 10 mg/L with at most two decimals",
  nitrite: "Nitrite must be from 0 to 10 mg/L with at most two decimals",
  nitrate: "Nitrate must be from 0 to 200 mg/L with at most one decimal",
  temp: "Temperature must be from 0 to 40 °C with at most one decimal",
};

export function validate(draft: Draft): { errors: string[]; values: Omit<Reading, "id"> | null } {
  const errors: string[] = [];
  const date = draft.date.trim();
  if (!isRealDate(date)) errors.push(MESSAGES.date);
  const ph = scaled(draft.ph, 1, 14);
  if (ph === null) errors.push(MESSAGES.ph);
  const ammonia = scaled(draft.ammonia, 2, 10);
  if (ammonia === null) errors.push(MESSAGES.ammonia);
  const nitrite = scaled(draft.nitrite, 2, 10);
  if (nitrite === null) errors.push(MESSAGES.nitrite);
  const nitrate = scaled(draft.nitrate, 1, 200);
  if (nitrate === null) errors.push(MESSAGES.nitrate);
  const temp = scaled(draft.temp, 1, 40);
  if (temp === null) errors.push(MESSAGES.temp);
  if (errors.length) return { errors, values: null };
  return { errors, values: { date, ph: ph!, ammonia: ammonia!, nitrite: nitrite!, nitrate: nitrate!, temp: temp! } };
}

export const fmt = {
  ph: (v: number) => (v / 10).toFixed(1),
  ammonia: (v: number) => `${(v / 100).toFixed(2)} mg/L`,
  nitrite: (v: number) => `${(v / 100).toFixed(2)} mg/L`,
  nitrate: (v: number) => `${(v / 10).toFixed(1)} mg/L`,
  temp: (v: number) => `${(v / 10).toFixed(1)} °C`,
};
