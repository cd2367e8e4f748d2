export interface Exhibition {
  name: string;
  /** visitors counted at the exhibition's turnstile */
  visitors: number;
  /** feedback forms returned */
  forms: number;
  /** average rating from the feedback forms, 1 to 5, as given (one decimal) */
  rating: number;
}

export const exhibitions: Exhibition[] = [
  { name: "Foundry Years", visitors: 18_420, forms: 1_105, rating: 4.3 },
  { name: "Glass and Light", visitors: 12_760, forms: 893, rating: 4.5 },
  { name: "Lost Trams", visitors: 14_315, forms: 1_216, rating: 4.8 },
  { name: "Market Hall Faces", visitors: 9_840, forms: 738, rating: 3.4 },
  { name: "Mill Town Textiles", visitors: 15_000, forms: 1_371, rating: 4.0 },
  { name: "Moths After Dark", visitors: 7_185, forms: 431, rating: 3.4 },
];
