export interface Pontoon {
  name: string;
  berths: number;
  let: number;
  /** Visitor nights sold on this pontoon's vacant berths in September. */
  visitorNights: number;
}

export const PONTOONS: Pontoon[] = [
  // Register correction: six Alder boats left in August, so 68 berths were let in September.
  { name: "Alder", berths: 80, let: 68, visitorNights: 96 },
  { name: "Beacon", berths: 64, let: 51, visitorNights: 288 },
  { name: "Cormorant", berths: 72, let: 63, visitorNights: 141 },
  { name: "Dunlin", berths: 48, let: 30, visitorNights: 402 },
  { name: "Eider", berths: 96, let: 82, visitorNights: 305 },
  { name: "Fulmar", berths: 52, let: 45, visitorNights: 118 },
];
