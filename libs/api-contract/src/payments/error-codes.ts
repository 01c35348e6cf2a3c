// The spec's error codes of the payments calls (spec 2 §8), shared by the calls that answer them.

/** Payment info: the first error decides (spec 2 §8 "Payment info errors"). */
export const PAYMENT_INFO_ERRORS = [
  'Unauthorized',
  'BlockedOnPendingRecurring',
  'Delinquent',
  'NiteMode',
  'PaymentBlocked',
  'NoPaymentNeeded',
  'DisabledPaymentsAfterCutoffTime',
] as const;

/**
 * Submission errors (spec 2 §8): each code is the PascalCase of its `PaymentErrors.<key>`
 * setting; an error prefixed `Generic - ` carries its own text, and a repeat of one idempotency
 * key with another request is refused.
 */
export const SUBMISSION_ERRORS = [
  'MustContact',
  'InvalidData',
  'MultipleScheduledPaymentsExist',
  'ScheduledPaymentExistsCannotModify',
  'ErrorRetrievingAccountInformation',
  'PaymentBlocked',
  'OnlyImmediateNonSavedMethod',
  'OnlyImmediateNonSavedCard',
  'MaximumScheduledPaymentsReached',
  'PaymentCannotBeScheduledForThatTime',
  'CannotPayOnHoliday',
  'CannotPayOnWeekend',
  'ErrorRetrievingPayoffQuote',
  'AmountGreaterThanMaximum',
  'AmountLessThanMinimum',
  'CouldNotValidateRoutingNumber',
  'ConnectionError',
  'TransactionDeclined',
  'CardLimitExceeded',
  'InvalidInformation',
  'CardExpired',
  'ContactInstitution',
  'NoOnlinePaymentSecurityAccount',
  'NoOnlinePaymentSecurityHost',
  'NoAchPaymentSecurityAccount',
  'NoAchPaymentSecurityHost',
  'NightlyBackups',
  'NightlyProcessing',
  'RecurringAchNotAllowed',
  'RecurringCardNotAllowed',
  'ScheduledAchNotAllowed',
  'ScheduledCardNotAllowed',
  'ScheduledAchCannotBeModified',
  'ScheduledCardCannotBeModified',
  'CreditCardsNotAccepted',
  'SystemMaintenance',
  'IdempotencyKeyRequired',
  'IdempotencyKeyReused',
] as const;

/** ACH validation (spec 2 §8 "Payment method errors"). */
export const ACH_VALIDATION_ERRORS = [
  'RoutingNumberInvalid',
  'RoutingNumberAchNotAllowed',
  'RoutingAccountInvalidThirdParty',
  'RoutingAccountInvalidInternal',
] as const;

/** Saving a method (spec 2 §8): AlreadyExists has its own message, the rest "An error occurred." */
export const SAVE_METHOD_ERRORS = ['AlreadyExists', 'InvalidData'] as const;

/** Deleting a recurring or scheduled payment (spec 2 §8 "Deleting payments"). */
export const DELETE_PAYMENT_ERRORS = [
  'ErrorDeletingPayment',
  'DeleteRecurringNotAllowed',
  'DeleteRecurringAchNotAllowed',
  'DeleteRecurringCardNotAllowed',
] as const;
