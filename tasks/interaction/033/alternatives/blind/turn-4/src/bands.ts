import { PARAMS, type ParamKey, type Reading } from "./water";

export type Band = "Safe" | "Warning" | "Danger";

const RANK: Record<Band, number> = { Safe: 0, Warning: 1, Danger: 2 };

/** Band of a value given in whole steps (tenths or hundredths); both ends of every range count. */
export function bandOf(key: ParamKey, scaled: number): Band {
  switch (key) {
    case "ph": // tenths
      if (scaled >= 65 && scaled <= 78) return "Safe";
      if ((scaled >= 60 && scaled <= 64) || (scaled >= 79 && scaled <= 84)) return "Warning";
      return "Danger";
    case "ammonia": // hundredths
      if (scaled <= 24) return "Safe";
      if (scaled <= 99) return "Warning";
      return "Danger";
    case "nitrite": // hundredths
      if (scaled <= 9) return "Safe";
      if (scaled <= 49) return "Warning";
      return "Danger";
    case "nitrate": // tenths
      if (scaled <= 200) return "Safe";
      if (scaled <= 400) return "Warning";
      return "Danger";
    case "temp": // tenths
      if (scaled >= 240 && scaled <= 270) return "Safe";
      if ((scaled >= 220 && scaled <= 239) || (scaled >= 271 && scaled <= 290)) return "Warning";
      return "Danger";
  }
}

export type Status = { band: Band; text: string };

export function statusOf(reading: Reading): Status {
  const bands = PARAMS.map((param) => ({ name: param.name, band: bandOf(param.key, reading[param.key]) }));
  const worst = bands.reduce<Band>((w, b) => (RANK[b.band] > RANK[w] ? b.band : w), "Safe");
  if (worst === "Safe") return { band: "Safe", text: "Safe" };
  const names = bands.filter((b) => b.band === worst).map((b) => b.name);
  return { band: worst, text: `${worst}: ${names.join(", ")}` };
}

export function latestOf(readings: Reading[]): Reading | null {
  return readings.reduce<Reading | null>((latest, r) => (latest === null || r.date > latest.date ? r : latest), null);
}
