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
  /** The applicant the plot is offered to, while the offer is open. */
  offerTo: number | null;
};

export type Applicant = {
  /** Also the join order: a later join always gets a higher id. */
  id: number;
  name: string;
  appliedOn: string;
  parish: boolean;
  declines: number;
  /** Ids of the plots this applicant has declined. */
  declinedPlots: number[];
};
