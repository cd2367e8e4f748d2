export type Week = { label: string; tickets: number };

// Tickets sold across all productions, weeks 1 to 10 of the season.
const TICKETS = [1612, 2048, 2391, 2230, 2764, 2519, 2187, 2955, 2661, 2354];

export const WEEKS: Week[] = TICKETS.map((tickets, i) => ({ label: `W${i + 1}`, tickets }));

/** The week that sold the most tickets (the earliest one on a tie). */
export function bestWeek(weeks: Week[]): Week {
  return weeks.reduce((best, w) => (w.tickets > best.tickets ? w : best));
}
