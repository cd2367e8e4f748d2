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

