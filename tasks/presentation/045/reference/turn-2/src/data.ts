export type Station = { name: string; footfall: number };

// Entries and exits at the ticket gates, September 2026, in the order the trains call.
export const STATIONS: Station[] = [
  { name: "Ashby Cross", footfall: 127954 },
  { name: "Brindle Street", footfall: 96318 },
  { name: "Colliers Halt", footfall: 18402 },
  { name: "Dunmore Park", footfall: 61880 },
  { name: "Elmstead", footfall: 40127 },
  { name: "Fenwick Junction", footfall: 182640 },
  { name: "Gorsey Bank", footfall: 9731 },
];

export const DAYS = 30;

// Entries and exits on the whole line in the earlier months of 2026; September comes from the table.
export const EARLIER_MONTHS = [
  { label: "Apr", footfall: 498240 },
  { label: "May", footfall: 521905 },
  { label: "Jun", footfall: 546118 },
  { label: "Jul", footfall: 509772 },
  { label: "Aug", footfall: 478460 },
];
