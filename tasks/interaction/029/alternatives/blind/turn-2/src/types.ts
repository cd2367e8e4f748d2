export const CONCESSIONS = ["None", "Senior", "Student", "Hardship"] as const;
export type Concession = (typeof CONCESSIONS)[number];

export const DISCOUNT_PERCENT: Record<Concession, number> = {
  None: 0,
  Senior: 25,
  Student: 30,
  Hardship: 50,
};

export type Plot = {
  id: number;
  number: string;
  size: number;
  tenant: string | null;
  concession: Concession;
};
