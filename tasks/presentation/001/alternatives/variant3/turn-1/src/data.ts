export interface WeekCount {
  week: number;
  samples: number;
}

/** Samples processed per week, first eight weeks of spring term. */
export const WEEKS: WeekCount[] = [
  { week: 1, samples: 1184 },
  { week: 2, samples: 1262 },
  { week: 3, samples: 1097 },
  { week: 4, samples: 1340 },
  { week: 5, samples: 1415 },
  { week: 6, samples: 1238 },
  { week: 7, samples: 1502 },
  { week: 8, samples: 1376 },
];

export const TERM_TOTAL = WEEKS.reduce((sum, w) => sum + w.samples, 0);

const counts = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });

/** 1184 -> "1,184" */
export function count(n: number): string {
  return counts.format(n);
}
