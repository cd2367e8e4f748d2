export type Applicant = { id: number; name: string; date: string; parish: boolean; joined: number };

/** Parish residents first, then the earlier application date, then whoever joined first. */
export function byPriority(list: Applicant[]): Applicant[] {
  return [...list].sort((a, b) => {
    if (a.parish !== b.parish) return a.parish ? -1 : 1;
    if (a.date !== b.date) return a.date < b.date ? -1 : 1;
    return a.joined - b.joined;
  });
}
