export type Faculty = {
  name: string;
  applications: number;
  offers: number;
  acceptances: number; // offer holders who accepted
};

// 2026 admissions cycle
export const FACULTIES: Faculty[] = [
  { name: "Arts and Humanities", applications: 8412, offers: 5263, acceptances: 1684 },
  { name: "Engineering", applications: 11236, offers: 4921, acceptances: 2036 },
  { name: "Health Sciences", applications: 9870, offers: 3208, acceptances: 1490 },
  { name: "Law", applications: 6545, offers: 2617, acceptances: 1192 },
  { name: "Natural Sciences", applications: 7318, offers: 5124, acceptances: 1867 },
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

/** Acceptances as a percentage of offers. */
export function acceptanceRate(f: Faculty): number {
  return (f.acceptances / f.offers) * 100;
}

export function byName(faculties: Faculty[]): Faculty[] {
  return [...faculties].sort((a, b) => a.name.localeCompare(b.name, "en-GB"));
}

export function highestAcceptance(faculties: Faculty[]): Faculty {
  return faculties.reduce((best, f) => (acceptanceRate(f) > acceptanceRate(best) ? f : best));
}
