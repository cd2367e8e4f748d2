export const ROLES = ["Server", "Bartender", "Runner", "Busser"] as const;
export type Role = (typeof ROLES)[number];

export interface StaffMember {
  id: number;
  name: string;
  role: Role;
  quarters: number;
}
