import { createContext, useContext } from "react";
import { formatMoney, type Currency } from "./money";

export const CurrencyContext = createContext<Currency>("USD");

/** Returns a formatter for USD amounts in the currency currently shown. */
export function useMoney(): (usd: number) => string {
  const currency = useContext(CurrencyContext);
  return (usd: number) => formatMoney(usd, currency);
}
