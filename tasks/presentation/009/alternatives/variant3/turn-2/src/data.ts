// Hillcrest Primary School rooftop array, Wednesday 11 June 2025.
// Metered generation in kWh for each hour starting at FIRST_HOUR (05:00 ... 20:00).

export const ARRAY_KWP = 24;
export const FIRST_HOUR = 5;

export const MEASURED: number[] = [
  0.4, 2.1, 5.6, 9.8, 13.5, 16.4, 18.7, 12.1, 19.2, 17.6, 14.3, 10.9, 7.2, 3.8, 1.5, 0.3,
];
