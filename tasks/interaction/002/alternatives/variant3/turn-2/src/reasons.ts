export const REASONS = ['Patient refused', 'Nil by mouth', 'Held by prescriber'] as const;
