export type Role = "Dentist" | "Hygienist";
export type Clinician = { name: string; role: Role; booked: number; missed: number; late: number };

// July to September 2026, from the appointment book (late = cancelled with less than 24 hours' notice).
export const CLINICIANS: Clinician[] = [
  { name: "Dr Amina Okafor", role: "Dentist", booked: 742, missed: 31, late: 41 },
  { name: "Dr Tom Reyes", role: "Dentist", booked: 815, missed: 46, late: 38 },
  { name: "Dr Priya Natarajan", role: "Dentist", booked: 598, missed: 37, late: 27 }, // corrected from 19
  { name: "Dr Sean Doyle", role: "Dentist", booked: 660, missed: 40, late: 26 },
  { name: "Hannah Kerr", role: "Hygienist", booked: 412, missed: 27, late: 15 },
  { name: "Lewis Mbeki", role: "Hygienist", booked: 380, missed: 14, late: 22 },
];
