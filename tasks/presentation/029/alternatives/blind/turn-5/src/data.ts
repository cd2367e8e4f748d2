export interface Exhibition {
  name: string;
  /** visitors counted at the exhibition's turnstile */
  visitors: number;
  /** feedback forms returned */
  forms: number;
  /** average rating from the feedback forms, 1 to 5, as given (one decimal) */
  rating: number;
  /** running cost for the season, in pence */
  costPence: number;
}

export const exhibitions: Exhibition[] = [
  { name: "Foundry Years", visitors: 18_420, forms: 1_105, rating: 4.3, costPence: 5_230_000 },
  { name: "Glass and Light", visitors: 12_760, forms: 893, rating: 4.5, costPence: 3_318_000 },
  { name: "Lost Trams", visitors: 14_315, forms: 1_216, rating: 4.8, costPence: 4_160_000 },
  { name: "Market Hall Faces", visitors: 9_840, forms: 738, rating: 3.4, costPence: 1_940_000 },
  { name: "Mill Town Textiles", visitors: 15_000, forms: 1_371, rating: 4.0, costPence: 2_895_000 },
  { name: "Moths After Dark", visitors: 7_185, forms: 431, rating: 3.4, costPence: 1_287_000 },
];
