/** Spec 3 §9: the success checkmark after a save shows for 3 seconds. */
export const CHECKMARK_MS = 3000;
