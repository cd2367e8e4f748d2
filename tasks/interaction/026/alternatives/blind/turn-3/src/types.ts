export const ROLES = ["Server", "Bartender", "Runner", "Busser"] as const;
export type Role = (typeof ROLES)[number];

export interface StaffMember {
  id: number;
  name: string;
  role: Role;
  quarters: number;
}

/** Points earned per hour, in hundredths of a point. */
export type PointRates = Record<Role, number>;

export const DEFAULT_RATES: PointRates = { Server: 100, Bartender: 100, Runner: 75, Busser: 50 };
