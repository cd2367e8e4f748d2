export interface WeekCount {
  week: number;
  samples: number;
}

export const WEEKLY: WeekCount[] = [
  { week: 1, samples: 1184 },
  { week: 2, samples: 1262 },
  { week: 3, samples: 1097 },
  { week: 4, samples: 1340 },
  { week: 5, samples: 1415 },
  { week: 6, samples: 1311 },
  { week: 7, samples: 1502 },
  { week: 8, samples: 1376 },
];

export interface InstrumentTotal {
  name: string;
  samples: number;
}

export const INSTRUMENTS: InstrumentTotal[] = [
  { name: "iSeq 100", samples: 1009 },
  { name: "MiSeq", samples: 1560 },
  { name: "NextSeq 2000", samples: 3106 },
  { name: "NovaSeq 6000", samples: 4812 },
];

export const WEEKLY_TARGET = 1300;
