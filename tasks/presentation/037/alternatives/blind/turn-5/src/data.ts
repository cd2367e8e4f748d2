export interface District {
  name: string;
  stations: number;
  trips: number;
  ebikeTrips: number;
  septemberTrips: number;
}

export const MONTH_DAYS = 31;

export const districts: District[] = [
  { name: "Harbour", stations: 14, trips: 6237, ebikeTrips: 2433, septemberTrips: 6237 },
  { name: "Millbrook", stations: 7, trips: 3062, ebikeTrips: 551, septemberTrips: 2899 },
  { name: "Northgate", stations: 9, trips: 2875, ebikeTrips: 1029, septemberTrips: 3010 },
  { name: "Old Town", stations: 18, trips: 7171, ebikeTrips: 1865, septemberTrips: 5950 },
  { name: "Riverside", stations: 10, trips: 5017, ebikeTrips: 1385, septemberTrips: 4620 },
  { name: "University", stations: 12, trips: 4800, ebikeTrips: 1152, septemberTrips: 5104 },
];
