// Spec 1 §4 Profile sections: "Turning on the Text toggle for phone 1 opens the terms
// agreement." Text alerts go to phone 1 (./notifications), so only its toggle asks.

/** Whether a phone's Text toggle asks for the texting terms (before turning on, or ever). */
export const textToggleAsksForTerms = (phoneIndex: number): boolean => phoneIndex === 0;

/** Whether this change of a phone's Text toggle must first open the texting terms. */
export const needsTextingTerms = (phoneIndex: number, turningOn: boolean): boolean =>
  turningOn && textToggleAsksForTerms(phoneIndex);
