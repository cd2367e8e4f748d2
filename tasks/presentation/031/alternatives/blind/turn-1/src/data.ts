export interface Airline {
  name: string;
  passengers: number;
  flights: number;
  seats: number;
}

export const airlines: Airline[] = [
  { name: "Skerry Air", passengers: 18452, flights: 210, seats: 22260 },
  { name: "Northlink Express", passengers: 31806, flights: 284, seats: 39760 },
  { name: "Bluecrest Airways", passengers: 12075, flights: 96, seats: 16800 },
  { name: "Corran Aviation", passengers: 6934, flights: 140, seats: 9520 },
  { name: "Heronwing", passengers: 24318, flights: 188, seats: 28200 },
  { name: "Solway Jet", passengers: 9640, flights: 60, seats: 11160 },
];
