// Values are stored as whole numbers in the smallest step each parameter allows
// (pH, nitrate and temperature in tenths; ammonia and nitrite in hundredths),
// so formatting and comparisons never suffer from floating-point noise.

export type ParamKey = "ph" | "ammonia" | "nitrite" | "nitrate" | "temp";

export type Reading = {
  id: number;
  date: string;
  ph: number;
  ammonia: number;
  nitrite: number;
  nitrate: number;
  temp: number;
};

export type Param = {
  key: ParamKey;
  name: string;
  fieldLabel: string;
  decimals: number;
  unit: string;
  max: number;
  message: string;
};

export const PARAMS: Param[] = [
  { key: "ph", name: "pH", fieldLabel: "pH", decimals: 1, unit: "", max: 14, message: "pH must be from 0 to 14 with at most one decimal" },
  { key: "ammonia", name: "Ammonia", fieldLabel: "Ammonia (mg/L)", decimals: 2, unit: "mg/L", max: 10, message: "Ammonia must be from 0 to 10 mg/L with at most two decimals" },
  { key: "nitrite", name: "Nitrite", fieldLabel: "Nitrite (mg/L)", decimals: 2, unit: "mg/L", max: 10, message: "Nitrite must be from 0 to 10 mg/L with at most two decimals" },
  { key: "nitrate", name: "Nitrate", fieldLabel: "Nitrate (mg/L)", decimals: 1, unit: "mg/L", max: 200, message: "Nitrate must be from 0 to 200 mg/L with at most one decimal" },
  { key: "temp", name: "Temperature", fieldLabel: "Temperature (°C)", decimals: 1, unit: "°C", max: 40, message: "Temperature must be from 0 to 40 °C with at most one decimal" },
];

export const DATE_MESSAGE = "Date must be a real date written as YYYY-MM-DD";

export type Fields = Record<"date" | ParamKey, string>;

export const EMPTY_FIELDS: Fields = { date: "", ph: "", ammonia: "", nitrite: "", nitrate: "", temp: "" };

function isLeapYear(year: number): boolean {
  return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
}

export function isRealDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12) return false;
  const monthDays = [31, isLeapYear(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
  return day >= 1 && day <= monthDays[month - 1];
}

/** Parses a typed value into whole steps (tenths or hundredths); null when invalid. */
export function parseScaled(raw: string, decimals: number, max: number): number | null {
  const text = raw.trim();
  const match = /^(\d*)(?:\.(\d*))?$/.exec(text);
  if (!match || text === "" || text === ".") return null;
  const whole = match[1] === "" ? "0" : match[1];
  const fraction = (match[2] ?? "").replace(/0+$/, "");
  if (fraction.length > decimals) return null;
  const scaled = Number(whole) * 10 ** decimals + Number(fraction.padEnd(decimals, "0") || "0");
  if (!Number.isFinite(scaled) || scaled > max * 10 ** decimals) return null;
  return scaled;
}

/** Writes whole steps as a decimal number with the given number of decimals. */
export function formatScaled(scaled: number, decimals: number): string {
  const negative = scaled < 0;
  const abs = Math.abs(scaled);
  const factor = 10 ** decimals;
  const whole = Math.floor(abs / factor);
  const fraction = String(abs % factor).padStart(decimals, "0");
  return `${negative ? "-" : ""}${whole}.${fraction}`;
}

export function formatValue(param: Param, scaled: number): string {
  const number = formatScaled(scaled, param.decimals);
  return param.unit ? `${number} ${param.unit}` : number;
}

export type Checked = { messages: string[]; values: Omit<Reading, "id"> | null };

/** Checks the six fields; `taken` tells whether a valid date is already logged. */
export function checkFields(fields: Fields, taken: (date: string) => boolean): Checked {
  const messages: string[] = [];
  const date = fields.date.trim();
  if (!isRealDate(date)) messages.push(DATE_MESSAGE);
  const parsed: Partial<Record<ParamKey, number>> = {};
  for (const param of PARAMS) {
    const value = parseScaled(fields[param.key], param.decimals, param.max);
    if (value === null) messages.push(param.message);
    else parsed[param.key] = value;
  }
  if (isRealDate(date) && taken(date)) messages.push(`A reading for ${date} is already logged`);
  if (messages.length > 0) return { messages, values: null };
  return {
    messages,
    values: {
      date,
      ph: parsed.ph as number,
      ammonia: parsed.ammonia as number,
      nitrite: parsed.nitrite as number,
      nitrate: parsed.nitrate as number,
      temp: parsed.temp as number,
    },
  };
}
