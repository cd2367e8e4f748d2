export type Faculty = {
  name: string;
  applications: number;
  offers: number;
};

// 2026 admissions cycle
export const FACULTIES: Faculty[] = [
  { name: "Arts and Humanities", applications: 8412, offers: 5263 },
  { name: "Engineering", applications: 11236, offers: 4921 },
  { name: "Health Sciences", applications: 9870, offers: 3208 },
  { name: "Law", applications: 6545, offers: 2617 },
  { name: "Natural Sciences", applications: 7318, offers: 5124 },
];

export function totalApplications(faculties: Faculty[]): number {
  return faculties.reduce((sum, f) => sum + f.applications, 0);
}

export function totalOffers(faculties: Faculty[]): number {
  return faculties.reduce((sum, f) => sum + f.offers, 0);
}

/** Offers as a percentage of applications. */
export function offerRate(offers: number, applications: number): number {
  return (offers / applications) * 100;
}

export function byOfferRate(faculties: Faculty[]): Faculty[] {
  return [...faculties].sort((a, b) => offerRate(a.offers, a.applications) - offerRate(b.offers, b.applications));
}
