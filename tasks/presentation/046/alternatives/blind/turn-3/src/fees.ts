import type { Clinician, Role } from "./data";

/** Fee lost per missed appointment, in pence. */
export const FEE_PENCE: Record<Role, number> = {
  Dentist: 5800,
  Hygienist: 4600,
};

export function lostFeesPence(list: Clinician[]): number {
  return list.reduce((sum, c) => sum + c.missed * FEE_PENCE[c.role], 0);
}

/** "£1,234.00": pound sign, thousands separators, two decimals. */
export function formatPounds(pence: number): string {
  const pounds = Math.floor(pence / 100);
  const rest = pence % 100;
  const grouped = String(pounds).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `£${grouped}.${String(rest).padStart(2, "0")}`;
}
