export interface WeekFigure {
  label: string;
  short: string;
  count: number;
}

export const weekly: WeekFigure[] = [1184, 1262, 1097, 1340, 1415, 1238, 1502, 1376].map((count, i) => ({
  label: `Week ${i + 1}`,
  short: `W${i + 1}`,
  count,
}));

export const instruments: Record<string, number> = {
  "iSeq 100": 1009,
  MiSeq: 1487,
  "NextSeq 2000": 3106,
  "NovaSeq 6000": 4812,
};
