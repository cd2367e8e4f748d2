export type Station = { name: string; zone: number; footfall: number; footfall2025: number };

// Entries and exits at the ticket gates, September 2026 (and September 2025), in the order the trains call.
export const STATIONS: Station[] = [
  { name: "Ashby Cross", zone: 1, footfall: 127954, footfall2025: 121300 },
  { name: "Brindle Street", zone: 1, footfall: 96318, footfall2025: 98040 },
  { name: "Colliers Halt", zone: 2, footfall: 18402, footfall2025: 18402 },
  { name: "Dunmore Park", zone: 2, footfall: 71880, footfall2025: 66500 }, // corrected: a faulty gate line missed part of the count
  { name: "Elmstead", zone: 2, footfall: 40127, footfall2025: 41215 },
  { name: "Fenwick Junction", zone: 3, footfall: 182640, footfall2025: 176880 },
  { name: "Gorsey Bank", zone: 3, footfall: 9731, footfall2025: 9102 },
];

export const DAYS = 30;
export const ZONES = [1, 2, 3];

// Entries and exits on the whole line in the earlier months of 2026; September comes from the table.
export const EARLIER_MONTHS = [
  { label: "Apr", footfall: 498240 },
  { label: "May", footfall: 521905 },
  { label: "Jun", footfall: 546118 },
  { label: "Jul", footfall: 509772 },
  { label: "Aug", footfall: 478460 },
];
