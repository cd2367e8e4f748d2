// Door-counter visits at the Riverside branch, main entrance.
export const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June'];

export const VISITS_2025 = [9840, 10215, 12400, 11730, 12960, 10080];
