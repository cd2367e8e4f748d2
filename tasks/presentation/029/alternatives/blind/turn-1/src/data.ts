export interface Exhibition {
  name: string;
  /** visitors counted at the exhibition's turnstile */
  visitors: number;
  /** feedback forms returned */
  forms: number;
}

export const exhibitions: Exhibition[] = [
  { name: "Foundry Years", visitors: 18_420, forms: 1_105 },
  { name: "Glass and Light", visitors: 12_760, forms: 893 },
  { name: "Lost Trams", visitors: 24_315, forms: 1_216 },
  { name: "Market Hall Faces", visitors: 9_840, forms: 738 },
  { name: "Mill Town Textiles", visitors: 15_000, forms: 1_371 },
  { name: "Moths After Dark", visitors: 7_185, forms: 431 },
];
