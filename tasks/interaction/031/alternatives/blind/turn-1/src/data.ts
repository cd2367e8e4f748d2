export type Party = {
  id: string;
  surname: string;
  size: number;
};

export type TableInfo = {
  id: string;
  name: string;
  seats: number;
};

/** The guest list, in guest-list order. */
export const PARTIES: Party[] = [
  { id: "adeyemi", surname: "Adeyemi", size: 4 },
  { id: "brennan", surname: "Brennan", size: 3 },
  { id: "castellanos", surname: "Castellanos", size: 2 },
  { id: "dunmore", surname: "Dunmore", size: 1 },
  { id: "eriksen", surname: "Eriksen", size: 5 },
  { id: "fairweather", surname: "Fairweather", size: 2 },
  { id: "gallagher", surname: "Gallagher", size: 1 },
  { id: "hashemi", surname: "Hashemi", size: 3 },
  { id: "iwu", surname: "Iwu", size: 2 },
  { id: "jankowski", surname: "Jankowski", size: 4 },
];

export const TABLES: TableInfo[] = [
  { id: "t1", name: "Table 1", seats: 8 },
  { id: "t2", name: "Table 2", seats: 8 },
  { id: "t3", name: "Table 3", seats: 6 },
  { id: "t4", name: "Table 4", seats: 6 },
];

export const TOTAL_GUESTS = PARTIES.reduce((sum, p) => sum + p.size, 0);

export function partyById(id: string): Party {
  const party = PARTIES.find((p) => p.id === id);
  if (!party) throw new Error(`Unknown party ${id}`);
  return party;
}

export function tableById(id: string): TableInfo {
  const table = TABLES.find((t) => t.id === id);
  if (!table) throw new Error(`Unknown table ${id}`);
  return table;
}

/** "Adeyemi party (4)" */
export function partyLabel(party: Party): string {
  return `${party.surname} party (${party.size})`;
}

/** "the Adeyemi party" */
export function partyName(party: Party): string {
  return `the ${party.surname} party`;
}
