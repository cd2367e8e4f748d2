// Tonnages are kept in tenths of a tonne (whole numbers) so sums stay exact.
export type Material = { name: string; tenths: number };

// Tonnes collected July to September 2026, by material.
export const MATERIALS: Material[] = [
  { name: "Garden waste", tenths: 21073 },
  { name: "Paper and card", tenths: 12846 },
  // Corrected: one Brookend glass load of 14.2 t was counted twice at the weighbridge.
  { name: "Glass", tenths: 10381 },
  { name: "Food waste", tenths: 10469 },
  { name: "Plastics", tenths: 4127 },
  { name: "Metals", tenths: 1862 },
  { name: "Textiles", tenths: 385 },
];

export function mostFirst(list: Material[]): Material[] {
  return [...list].sort((a, b) => b.tenths - a.tenths);
}

export function totalTenths(list: { tenths: number }[]): number {
  return list.reduce((sum, m) => sum + m.tenths, 0);
}
