export const DAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"] as const;
export type Day = (typeof DAYS)[number];

export const ZONE_TYPES = ["Lawn", "Beds", "Drip"] as const;
export type ZoneType = (typeof ZONE_TYPES)[number];

export type Zone = {
  id: number;
  name: string;
  type: ZoneType;
  minutes: number;
  /** One flag per day, Mon first. */
  days: boolean[];
};
