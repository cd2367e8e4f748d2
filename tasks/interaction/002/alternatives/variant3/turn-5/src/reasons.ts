export const REASONS = ['Patient refused', 'Nil by mouth', 'Held by prescriber', 'Other'] as const;

export const OTHER = 'Other';

export interface Draft {
  reason: string;
  details: string;
}

export const EMPTY_DRAFT: Draft = { reason: '', details: '' };

export function draftReady(draft: Draft): boolean {
  if (draft.reason === '') return false;
  if (draft.reason === OTHER) return draft.details.trim() !== '';
  return true;
}

export function describe(draft: Draft): string {
  return draft.reason === OTHER ? `${OTHER} (${draft.details.trim()})` : draft.reason;
}
