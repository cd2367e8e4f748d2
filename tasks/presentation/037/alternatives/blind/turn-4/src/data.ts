export interface District {
  name: string;
  stations: number;
  trips: number;
  ebikeTrips: number;
}

export const MONTH_DAYS = 31;

export const districts: District[] = [
  { name: "Harbour", stations: 14, trips: 6237, ebikeTrips: 2433 },
  { name: "Millbrook", stations: 7, trips: 3062, ebikeTrips: 551 },
  { name: "Northgate", stations: 9, trips: 2875, ebikeTrips: 1029 },
  { name: "Old Town", stations: 18, trips: 7171, ebikeTrips: 1865 },
  { name: "Riverside", stations: 10, trips: 5017, ebikeTrips: 1385 },
  { name: "University", stations: 12, trips: 4800, ebikeTrips: 1152 },
];
