export interface District {
  name: string;
  stations: number;
  trips: number;
}

export const MONTH_DAYS = 31;

export const districts: District[] = [
  { name: "Harbour", stations: 14, trips: 6237 },
  { name: "Millbrook", stations: 7, trips: 3062 },
  { name: "Northgate", stations: 9, trips: 2875 },
  { name: "Old Town", stations: 18, trips: 7171 },
  { name: "Riverside", stations: 10, trips: 3957 },
  { name: "University", stations: 12, trips: 4800 },
];
