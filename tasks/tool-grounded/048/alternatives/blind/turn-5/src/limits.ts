/** Finance's cap on one drafting run. */
export const RUN_MAX_DRAFTS = 3;
export const RUN_MAX_CENTS = 600000;
