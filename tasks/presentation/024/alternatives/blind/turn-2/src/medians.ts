export type Median = { name: string; tenths: number };

// Median working days to resolve a complaint, in tenths of a day, in the order the manager listed them.
export const MEDIANS: Median[] = [
  { name: "Billing", tenths: 45 },
  { name: "Low pressure", tenths: 60 },
  { name: "Discoloured water", tenths: 30 },
  { name: "Leaks", tenths: 75 },
  { name: "Sewer flooding", tenths: 120 },
  { name: "Metering", tenths: 80 },
];

/** The type with the highest median. */
export function slowest(list: Median[]): Median {
  return list.reduce((best, m) => (m.tenths > best.tenths ? m : best), list[0]);
}
