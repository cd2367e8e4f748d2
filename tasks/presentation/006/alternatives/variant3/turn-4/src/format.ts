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
