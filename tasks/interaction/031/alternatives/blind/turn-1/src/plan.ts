import { PARTIES, TABLES, partyById, partyName, tableById } from "./data";

/** Table id -> ids of the parties seated there, in the order they were seated. */
export type Seating = Record<string, string[]>;

export function emptySeating(): Seating {
  const seating: Seating = {};
  for (const table of TABLES) seating[table.id] = [];
  return seating;
}

export function tableOf(seating: Seating, partyId: string): string | null {
  for (const table of TABLES) {
    if (seating[table.id].includes(partyId)) return table.id;
  }
  return null;
}

export function seatsTaken(seating: Seating, tableId: string): number {
  return seating[tableId].reduce((sum, id) => sum + partyById(id).size, 0);
}

export function freeSeats(seating: Seating, tableId: string): number {
  return tableById(tableId).seats - seatsTaken(seating, tableId);
}

export function seatedGuests(seating: Seating): number {
  return TABLES.reduce((sum, t) => sum + seatsTaken(seating, t.id), 0);
}

export function unseatedParties(seating: Seating) {
  return PARTIES.filter((p) => tableOf(seating, p.id) === null);
}

function seatWord(count: number): string {
  return count === 1 ? "1 free seat" : `${count} free seats`;
}

export type Outcome = { seating: Seating; message: string; done: boolean };

/** Try to seat a party at a table; refusals leave the seating untouched. */
export function seatParty(seating: Seating, partyId: string, tableId: string): Outcome {
  const party = partyById(partyId);
  const table = tableById(tableId);
  const free = freeSeats(seating, tableId);
  if (free < party.size) {
    return {
      seating,
      done: false,
      message: `${table.name} has ${seatWord(free)}; ${partyName(party)} needs ${party.size}`,
    };
  }
  return {
    seating: { ...seating, [tableId]: [...seating[tableId], partyId] },
    done: true,
    message: `Seated ${partyName(party)} at ${table.name}`,
  };
}
