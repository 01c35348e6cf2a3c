// The one e-mail address shape the portal's forms accept (spec 1 §5 registration, recovery,
// profile; spec 3 §5 messages): something@something.something without spaces. The back end
// has the last word; this only stops an obvious typo before a round trip.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const isEmailAddress = (value: string): boolean => EMAIL_PATTERN.test(value);
