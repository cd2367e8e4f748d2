export interface WeekCount {
  week: number;
  samples: number;
}

/** Samples processed per week, first eight weeks of spring term (week 6 as corrected by QC). */
export const WEEKS: WeekCount[] = [
  { week: 1, samples: 1184 },
  { week: 2, samples: 1262 },
  { week: 3, samples: 1097 },
  { week: 4, samples: 1340 },
  { week: 5, samples: 1415 },
  { week: 6, samples: 1311 },
  { week: 7, samples: 1502 },
  { week: 8, samples: 1376 },
];

export const TERM_TOTAL = WEEKS.reduce((sum, w) => sum + w.samples, 0);

const counts = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });

/** 1184 -> "1,184" */
export function count(n: number): string {
  return counts.format(n);
}

export interface InstrumentCount {
  instrument: string;
  samples: number;
}

/** Eight-week totals per instrument (MiSeq includes the samples QC added to week 6). */
export const INSTRUMENTS: InstrumentCount[] = [
  { instrument: "iSeq 100", samples: 1009 },
  { instrument: "MiSeq", samples: 1560 },
  { instrument: "NextSeq 2000", samples: 3106 },
  { instrument: "NovaSeq 6000", samples: 4812 },
];

/** Share of `total` as a percentage with one decimal: "29.8%". */
export function share(n: number, total: number): string {
  return `${((n / total) * 100).toFixed(1)}%`;
}
