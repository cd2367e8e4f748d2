export interface Airline {
  name: string;
  passengers: number;
  flights: number;
  seats: number;
  /** Flights that left within 15 minutes of schedule. */
  onTime: number;
}

// October returns, with the corrections: Bluecrest Airways 8,975 passengers
// (a charter series had been counted twice) and Skerry Air 146 on-time flights.
export const airlines: Airline[] = [
  { name: "Skerry Air", passengers: 18452, flights: 210, seats: 22260, onTime: 146 },
  { name: "Northlink Express", passengers: 31806, flights: 284, seats: 39760, onTime: 251 },
  { name: "Bluecrest Airways", passengers: 8975, flights: 96, seats: 16800, onTime: 71 },
  { name: "Corran Aviation", passengers: 6934, flights: 140, seats: 9520, onTime: 119 },
  { name: "Heronwing", passengers: 24318, flights: 188, seats: 28200, onTime: 170 },
  { name: "Solway Jet", passengers: 9640, flights: 60, seats: 11160, onTime: 37 },
];
