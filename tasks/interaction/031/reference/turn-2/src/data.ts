export type Party = { name: string; size: number };

export type Table = { no: number; name: string; capacity: number };

// The guest list, in guest-list order.
export const PARTIES: Party[] = [
  { name: "Adeyemi", size: 4 },
  { name: "Brennan", size: 3 },
  { name: "Castellanos", size: 2 },
  { name: "Dunmore", size: 1 },
  { name: "Eriksen", size: 5 },
  { name: "Fairweather", size: 2 },
  { name: "Gallagher", size: 1 },
  { name: "Hashemi", size: 3 },
  { name: "Iwu", size: 2 },
  { name: "Jankowski", size: 4 },
];

export const TABLES: Table[] = [
  { no: 1, name: "Table 1", capacity: 8 },
  { no: 2, name: "Table 2", capacity: 8 },
  { no: 3, name: "Table 3", capacity: 6 },
  { no: 4, name: "Table 4", capacity: 6 },
];

export const GUEST_COUNT = PARTIES.reduce((n, p) => n + p.size, 0);

export function partyLabel(p: Party): string {
  return `${p.name} party (${p.size})`;
}

export function findParty(name: string): Party {
  const party = PARTIES.find((p) => p.name === name);
  if (!party) throw new Error(`unknown party ${name}`);
  return party;
}

export function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? "" : "s"}`;
}
