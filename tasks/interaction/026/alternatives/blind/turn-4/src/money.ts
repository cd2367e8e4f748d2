// All money is kept in whole cents (integers) so nothing is lost to floating point.

/** Parses a typed amount such as "412.50". Empty counts as 0; null means the text is not an amount. */
export function parseAmount(text: string): number | null {
  const value = text.trim();
  if (value === "") return 0;
  const match = /^(\d*)(?:\.(\d{1,2}))?$/.exec(value);
  if (!match || (match[1] === "" && match[2] === undefined)) return null;
  const dollars = match[1] === "" ? 0 : Number(match[1]);
  const cents = match[2] === undefined ? 0 : Number(match[2].padEnd(2, "0"));
  return dollars * 100 + cents;
}

function withThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

/** Writes cents as "$1,234.50". */
export function formatMoney(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(Math.round(cents));
  const dollars = Math.floor(abs / 100);
  const rest = abs % 100;
  return `${sign}$${withThousands(String(dollars))}.${String(rest).padStart(2, "0")}`;
}

/** Writes a count of hundredths as "6.50". */
export function formatHundredths(hundredths: number): string {
  const whole = Math.floor(hundredths / 100);
  const rest = hundredths % 100;
  return `${whole}.${String(rest).padStart(2, "0")}`;
}

/** The card terminal's 2.5% fee on card tips, rounded to the nearest cent, half a cent up. */
export function cardFee(cardCents: number): number {
  // 2.5% of c cents is c / 40 cents; adding 20 before the floor rounds half up.
  return Math.floor((cardCents + 20) / 40);
}
