export type GroupDonations = {
  group: string;
  donations: number;
};

// Whole-blood donations, January to June 2026, by donor blood group.
export const donationsByGroup: GroupDonations[] = [
  { group: 'O+', donations: 3918 },
  { group: 'A+', donations: 3377 },
  { group: 'B+', donations: 921 },
  { group: 'O-', donations: 702 },
  { group: 'A-', donations: 689 },
  { group: 'AB+', donations: 314 },
  { group: 'B-', donations: 167 },
  { group: 'AB-', donations: 86 },
];

export function sortedByDonations(groups: GroupDonations[]): GroupDonations[] {
  return [...groups].sort((a, b) => b.donations - a.donations);
}

export function totalDonations(groups: GroupDonations[]): number {
  return groups.reduce((sum, g) => sum + g.donations, 0);
}
