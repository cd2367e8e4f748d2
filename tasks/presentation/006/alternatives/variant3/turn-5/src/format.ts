/** 1051200 -> "$10,512.00" */
export function money(centsValue: number): string {
  const sign = centsValue < 0 ? '-' : '';
  const abs = Math.abs(Math.round(centsValue));
  const whole = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const frac = String(abs % 100).padStart(2, '0');
  return `${sign}$${whole}.${frac}`;
}

/** share of a whole with one decimal: "23.5%" */
export function share(part: number, whole: number): string {
  return `${((part * 100) / whole).toFixed(1)}%`;
}

/** percent change with one decimal and an explicit sign: "+4.0%", "-0.7%" */
export function signedChange(current: number, previous: number): string {
  const rounded = Math.round(((current - previous) * 1000) / previous) / 10;
  const sign = rounded < 0 ? '-' : '+';
  return `${sign}${Math.abs(rounded).toFixed(1)}%`;
}
