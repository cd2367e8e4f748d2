export type Role = "Dentist" | "Hygienist";
export type Clinician = { name: string; role: Role; booked: number; missed: number };

// July to September 2026, from the appointment book.
export const CLINICIANS: Clinician[] = [
  { name: "Dr Amina Okafor", role: "Dentist", booked: 742, missed: 31 },
  { name: "Dr Tom Reyes", role: "Dentist", booked: 815, missed: 46 },
  { name: "Dr Priya Natarajan", role: "Dentist", booked: 598, missed: 19 },
  { name: "Dr Sean Doyle", role: "Dentist", booked: 660, missed: 40 },
  { name: "Hannah Kerr", role: "Hygienist", booked: 412, missed: 27 },
  { name: "Lewis Mbeki", role: "Hygienist", booked: 380, missed: 14 },
];
