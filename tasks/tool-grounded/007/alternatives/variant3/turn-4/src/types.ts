export type ClaimStatus = 'submitted' | 'approved' | 'rejected' | 'paid';

export interface Claim {
  id: string;
  kind: 'expense' | 'purchase';
  title: string;
  requester: string;
  cost_centre: string;
  category: string;
  amount: number;
  status: ClaimStatus;
  flagged: boolean;
  flag_note: string | null;
  rejection_reason: string | null;
}

export interface Budget {
  cost_centre: string;
  name: string;
  budget: number;
  approved_total: number;
  remaining: number;
  pending_total: number;
}

export const COST_CENTRES = ['CC-410', 'CC-420'] as const;
export type CentreId = (typeof COST_CENTRES)[number];
export type CentreFilter = 'All' | CentreId;
