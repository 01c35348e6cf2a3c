// Submission errors: server codes to configurable texts (spec 2 §8 Submission errors).

export type AlertStyle = 'error' | 'info';

export interface SubmissionAlert {
  text: string;
  style: AlertStyle;
  /** Decline-type errors disable the submit button (no second charge by accident). */
  disablesSubmit: boolean;
}

const INFO_KEYS = new Set(['multipleScheduledPaymentsExist', 'scheduledPaymentExistsCannotModify']);
const DECLINE_KEYS = new Set([
  'transactionDeclined',
  'cardLimitExceeded',
  'invalidInformation',
  'cardExpired',
]);
const GENERIC_PREFIX = 'Generic - ';

/** "TransactionDeclined" → "transactionDeclined". */
export const camelKey = (code: string): string => code.charAt(0).toLowerCase() + code.slice(1);

/**
 * `text(key)` looks up the configured text of a camel-case key (undefined when there is none).
 * A null error is generic; "Generic - x" shows x; an error with a space is not a code, so it gets
 * the generic host error; a card payment may get an extra configured message.
 */
export function describeSubmissionError(
  errorMessage: string | null | undefined,
  text: (key: string) => string | undefined,
  extraCardMessage: string | null,
): SubmissionAlert {
  const generic = text('generic') ?? 'There was a problem attempting to create a new payment.';
  const withCard = (message: string) =>
    extraCardMessage ? `${message} ${extraCardMessage}` : message;
  if (!errorMessage) return { text: withCard(generic), style: 'error', disablesSubmit: false };
  if (errorMessage.startsWith(GENERIC_PREFIX)) {
    return {
      text: withCard(errorMessage.slice(GENERIC_PREFIX.length).trim() || generic),
      style: 'error',
      disablesSubmit: false,
    };
  }
  if (/\s/.test(errorMessage))
    return { text: withCard(generic), style: 'error', disablesSubmit: false };
  const key = camelKey(errorMessage);
  return {
    text: withCard(text(key) ?? generic),
    style: INFO_KEYS.has(key) ? 'info' : 'error',
    disablesSubmit: DECLINE_KEYS.has(key),
  };
}
