export type Currency = "USD" | "EUR";

export const EUR_RATE = 0.92;

const formatters: Record<Currency, Intl.NumberFormat> = {
  USD: new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }),
  EUR: new Intl.NumberFormat("en-US", { style: "currency", currency: "EUR" }),
};

export function formatMoney(amountUsd: number, currency: Currency = "USD"): string {
  const converted = currency === "EUR" ? amountUsd * EUR_RATE : amountUsd;
  return formatters[currency].format(Math.round(converted * 100) / 100);
}
