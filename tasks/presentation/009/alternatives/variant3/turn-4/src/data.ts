// Hillcrest Primary School rooftop array, Wednesday 11 June 2025.
// Hourly values are kWh for the hour starting at FIRST_HOUR + index (05:00 ... 20:00).

export const ARRAY_KWP = 24;
export const FIRST_HOUR = 5;

// Readings exactly as exported from the inverter log.
export const METER_LOG: number[] = [
  0.4, 2.1, 5.6, 9.8, 13.5, 16.4, 18.7, 12.1, 19.2, 17.6, 14.3, 10.9, 7.2, 3.8, 1.5, 0.3,
];

// Corrected readings, keyed by the hour the interval starts.
// The 12:00-13:00 entry in the log was corrupted.
export const CORRECTIONS: Record<number, number> = {
  12: 19.9,
};

// Generation used everywhere on the page.
export const MEASURED: number[] = METER_LOG.map((value, i) => CORRECTIONS[FIRST_HOUR + i] ?? value);

// School electricity consumption for the same hours (kWh).
export const SITE_USE: number[] = [
  1.2, 1.4, 3.9, 11.5, 13.2, 12.8, 13.6, 11.6, 12.4, 12.1, 9.6, 5.3, 2.4, 1.9, 1.6, 1.5,
];
