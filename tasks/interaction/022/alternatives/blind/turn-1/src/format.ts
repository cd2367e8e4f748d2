/** A value rounded to the nearest hundredth, half up, as a whole number of hundredths. */
export function hundredths(value: number): number {
  const sign = value < 0 ? -1 : 1;
  const scaled = Number((Math.abs(value) * 100).toPrecision(12));
  return sign * Math.round(scaled);
}

function withCommas(whole: number): string {
  return String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

/** Hundredths written with two decimals and a comma between thousands: 123456 -> "1,234.56". */
export function writeHundredths(h: number): string {
  const sign = h < 0 ? "-" : "";
  const abs = Math.abs(h);
  const whole = Math.floor(abs / 100);
  const cents = abs % 100;
  return `${sign}${withCommas(whole)}.${String(cents).padStart(2, "0")}`;
}

export function kwh(value: number): string {
  return `${writeHundredths(hundredths(value))} kWh`;
}

export function poundsFromPence(pence: number): string {
  return `£${writeHundredths(pence)}`;
}

export function pounds(value: number): string {
  return `£${writeHundredths(hundredths(value))}`;
}
