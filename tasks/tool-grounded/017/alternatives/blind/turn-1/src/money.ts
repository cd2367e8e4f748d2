/** "$1,164.00": dollar sign, thousands commas, two decimals. */
export function formatUsd(amount: number): string {
  const totalCents = Math.round(amount * 100);
  const negative = totalCents < 0;
  const abs = Math.abs(totalCents);
  const dollars = Math.floor(abs / 100);
  const rest = abs % 100;
  const grouped = String(dollars).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${negative ? "-" : ""}$${grouped}.${String(rest).padStart(2, "0")}`;
}
