export type PledgeType = "fixed" | "perKm";

export type Sponsor = {
  id: number;
  name: string;
  type: PledgeType;
  /** Fixed sum in pence, or the rate per kilometre in pence. */
  pledge: number;
  giftAid: boolean;
  paid: number;
};

export const PER_KM_CAP = 7500;

export type Owed = { amount: number; capped: boolean } | null;

/** What a sponsor owes in pence, or null while a per-kilometre sponsor waits for the distance. */
export function owedFor(sponsor: Sponsor, distanceTenths: number | null): Owed {
  if (sponsor.type === "fixed") return { amount: sponsor.pledge, capped: false };
  if (distanceTenths === null) return null;
  // rate (pence) x distance (tenths of a km) / 10, halves rounded up
  const raw = Math.floor((sponsor.pledge * distanceTenths + 5) / 10);
  if (raw > PER_KM_CAP) return { amount: PER_KM_CAP, capped: true };
  return { amount: raw, capped: false };
}

export function giftAidFor(owed: number): number {
  return Math.floor(owed / 4);
}

export function hasSpace(name: string): boolean {
  return name.includes(" ");
}
