const whole = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 0 });
const twoDp = new Intl.NumberFormat("en-GB", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 52480 -> "52,480 kg" */
export function formatKg(kg: number): string {
  return `${whole.format(Math.round(kg))} kg`;
}

/** 123450 pence -> "£1,234.50" */
export function formatPounds(pence: number): string {
  return `£${twoDp.format(Math.round(pence) / 100)}`;
}

export function formatCount(n: number): string {
  return whole.format(n);
}
