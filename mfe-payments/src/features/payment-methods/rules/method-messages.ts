// The spec's messages for a payment method the back end refused (spec 2 §8 "Payment method
// errors"), by the refusal's error code.

export const METHOD_MESSAGES = {
  invalidRouting: 'Invalid routing number.',
  invalidAccount: 'Invalid account number.',
  other: 'An error occurred.',
  alreadyExists: 'Payment method already exists.',
} as const;

/** ACH validation: the routing and account codes have their messages, anything else is "other". */
export function achValidationMessage(code: string | undefined): string {
  switch (code) {
    case 'RoutingNumberInvalid':
    case 'RoutingNumberAchNotAllowed':
      return METHOD_MESSAGES.invalidRouting;
    case 'RoutingAccountInvalidThirdParty':
    case 'RoutingAccountInvalidInternal':
      return METHOD_MESSAGES.invalidAccount;
    default:
      return METHOD_MESSAGES.other;
  }
}

/** Saving a method: AlreadyExists has its message, anything else is "An error occurred." */
export const saveMethodMessage = (code: string | undefined): string =>
  code === 'AlreadyExists' ? METHOD_MESSAGES.alreadyExists : METHOD_MESSAGES.other;
