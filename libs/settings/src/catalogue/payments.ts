// Settings of the payments area: making and managing payments (spec 2). Owned by that area's team.
// Spec 2 names these settings by meaning only; the keys and defaults are ours (see
// mfe-payments/README.md). Amounts are plain decimal text ("2500.00"); lists are comma-separated.
export const PAYMENTS_OPTIONS = {
  // Page texts and notices.
  'Payments.HideServicingFeesNotice': 'false',
  'Payments.ServicingFeesNotice':
    'A processing fee may apply to payments made online. The fee, if any, is shown before you submit.',
  'Payments.ScheduledRescheduleText':
    'To reschedule a payment, delete it and make a new payment for the date you want.',
  'Payments.AchNoteImmediate':
    'ACH payments made today are drafted from your bank account within one to two business days.',
  'Payments.AchNoteScheduled':
    'Scheduled ACH payments are drafted from your bank account on the payment date.',
  'Payments.AchNoteRecurring':
    'Recurring ACH payments are drafted from your bank account on each payment date.',
  'Payments.RecurringMessage': 'Your recurring payment continues until you delete it on this page.',
  'Payments.CardFeeText': 'A processing fee applies to card payments.',
  'Payments.AccountInfoText': '',
  // Payment types (spec 2 §2 Payment type section).
  'Payments.AllowCard': 'true',
  'Payments.AllowECheck': 'true',
  'Payments.AllowGooglePay': 'false',
  'Payments.AllowApplePay': 'false',
  'Payments.AllowVenmo': 'false',
  'Payments.AllowPaypal': 'false',
  'Payments.CardThirdPartyLink': 'false',
  'Payments.ThirdPartyLinkUrl': '',
  'Payments.ThirdPartyBranchMin': '',
  'Payments.ThirdPartyBranchMax': '',
  'Payments.ThirdPartyRouteNotice':
    'Payments for this loan are made on our payment partner’s site. Continue to make your payment there.',
  // Blocking (spec 2 §4).
  'Payments.Hold48': 'false',
  // Payment date rules (spec 2 §5).
  'Payments.AchSaturdayAllowed': 'false',
  'Payments.AchSundayAllowed': 'false',
  'Payments.SmallDollarRule': 'false',
  // Frequencies (spec 2 §5 Frequency option visibility).
  'Payments.AllowWeekly': 'true',
  'Payments.AllowTwoWeeks': 'true',
  'Payments.AllowSemiMonthly': 'true',
  'Payments.AllowMonthlyOnDate': 'true',
  'Payments.AllowDaysBeforeDue': 'true',
  'Payments.AllowOnDueDate': 'true',
  'Payments.ForceOnDueDate': 'false',
  'Payments.ForceDaysBeforeDue': 'false',
  'Payments.MaxScheduledPayments': '1',
  // Amounts (spec 2 §5 Amount).
  'Payments.AchMinimum': '0.01',
  'Payments.CardMinimum': '0.01',
  'Payments.CardMaximum': '2500.00',
  'Payments.ForceDelinquentTotalDue': 'false',
  'Payments.ForceMinimumPayment': 'false',
  'Payments.ForceTotalDue': 'false',
  'Payments.MaxPayoffPercent': '100',
  'Payments.AllowRecurringAboveRegular': 'false',
  'Payments.CustomAmountDaysBeforeDue': 'false',
  'Payments.AllowAdditionalPrincipal': 'true',
  'Payments.AllowPayoff': 'true',
  'Payments.ThirdPartyFees': 'true',
  // Payment method forms (spec 2 §5 ACH form, Card form).
  'Payments.AllowSavings': 'true',
  'Payments.HideConfirmAccountNumber': 'false',
  'Payments.RoutingPreCheck': 'true',
  'Payments.SaveAchProfiles': 'true',
  'Payments.DebitOnly': 'false',
  'Payments.RequireFullAddress': 'false',
  'Payments.AllowedCardBrands': 'visa,amex,master,discover',
  'Payments.ShowDeleteMethodWarning': 'true',
  // Managing payments (spec 2 §6).
  'Payments.AllowDeleteRecurring': 'true',
  'Payments.AllowDeleteScheduled': 'true',
  // Confirmation (spec 2 §2 Payment confirmation).
  'PaymentConfirm.RecurringWarning':
    'Your recurring payment has been set up. It will be drafted on each payment date until you delete it.',
  'PaymentConfirm.AdditionalCardMessage': '',
  // In-app review prompt in the mobile wrapper (spec 2 §4 Submission): the setup numbers.
  'Payments.MobileReviewsEnabled': 'false',
  'Payments.ReviewMinMonthsSinceLastAttempt': '3',
  'Payments.ReviewMinDaysSinceInstall': '7',
  'Payments.ReviewMinAppLoads': '5',
  // Submission error texts (spec 2 §8), keyed by the camel-case form of the server's code.
  'PaymentErrors.generic': 'There was a problem attempting to create a new payment.',
  'PaymentErrors.mustContact': 'Please contact your financial institution for details.',
  'PaymentErrors.invalidData': 'Please ensure the information you entered is correct.',
  'PaymentErrors.multipleScheduledPaymentsExist':
    'Multiple scheduled payments exist for this account.',
  'PaymentErrors.scheduledPaymentExistsCannotModify':
    'A scheduled payment exists for this account and cannot be modified.',
  'PaymentErrors.errorRetrievingAccountInformation':
    'There was an error retrieving your account information.',
  'PaymentErrors.paymentBlocked': 'Payment has been blocked for this account.',
  'PaymentErrors.onlyImmediateNonSavedMethod':
    'A payment method that is not saved can only be used for an immediate payment.',
  'PaymentErrors.onlyImmediateNonSavedCard':
    'A card that is not saved can only be used for an immediate payment.',
  'PaymentErrors.errorDeletingPayment': 'There was an error deleting that payment.',
  'PaymentErrors.maximumScheduledPaymentsReached':
    'The maximum number of scheduled payments has been reached.',
  'PaymentErrors.paymentCannotBeScheduledForThatTime':
    'The payment cannot be scheduled for that time.',
  'PaymentErrors.cannotPayOnHoliday': 'A payment cannot be made on a holiday.',
  'PaymentErrors.cannotPayOnWeekend': 'A payment cannot be made on a weekend.',
  'PaymentErrors.errorRetrievingPayoffQuote': 'There was an error retrieving the payoff quote.',
  'PaymentErrors.amountGreaterThanMaximum':
    'The payment amount is greater than the maximum allowed.',
  'PaymentErrors.amountLessThanMinimum': 'The payment amount is less than the minimum allowed.',
  'PaymentErrors.couldNotValidateRoutingNumber': 'We could not validate the routing number.',
  // Spec 2 §8, word for word: shown while the outcome of a submission is unknown.
  'PaymentErrors.doNotSubmitAgain':
    'An error occurred; do not submit again or you could be charged multiple times.',
  'PaymentErrors.connectionError': 'A connection error occurred. Please try again later.',
  'PaymentErrors.transactionDeclined': 'The transaction was declined.',
  'PaymentErrors.cardLimitExceeded': 'The card limit has been exceeded.',
  'PaymentErrors.invalidInformation': 'The card information is invalid.',
  'PaymentErrors.cardExpired': 'The card has expired.',
  'PaymentErrors.contactInstitution':
    'Please contact your financial institution before trying again.',
  'PaymentErrors.noOnlinePaymentSecurityAccount': 'This account is not set up for online payments.',
  'PaymentErrors.noOnlinePaymentSecurityHost': 'Online payments are not available at this time.',
  'PaymentErrors.noAchPaymentSecurityAccount': 'This account is not set up for ACH payments.',
  'PaymentErrors.noAchPaymentSecurityHost': 'ACH payments are not available at this time.',
  'PaymentErrors.nightlyBackups':
    'We are currently doing nightly backups. Please try again in about 15 minutes.',
  'PaymentErrors.nightlyProcessing':
    'We are currently doing nightly processing. Please try again in about 15 minutes.',
  'PaymentErrors.deleteRecurringAchNotAllowed': 'Deleting a recurring ACH payment is not allowed.',
  'PaymentErrors.deleteRecurringCardNotAllowed':
    'Deleting a recurring card payment is not allowed.',
  'PaymentErrors.deleteRecurringNotAllowed': 'Deleting a recurring payment is not allowed.',
  'PaymentErrors.recurringAchNotAllowed': 'Recurring ACH payments are not allowed.',
  'PaymentErrors.recurringCardNotAllowed': 'Recurring card payments are not allowed.',
  'PaymentErrors.scheduledAchNotAllowed': 'Scheduled ACH payments are not allowed.',
  'PaymentErrors.scheduledCardNotAllowed': 'Scheduled card payments are not allowed.',
  'PaymentErrors.scheduledAchCannotBeModified': 'Scheduled ACH payments cannot be modified.',
  'PaymentErrors.scheduledCardCannotBeModified': 'Scheduled card payments cannot be modified.',
  'PaymentErrors.creditCardsNotAccepted': 'We do not accept credit cards.',
  'PaymentErrors.systemMaintenance': 'The system is undergoing maintenance.',
} as const satisfies Record<string, string>;
