// Which loans can be paid, and whether the chosen one is blocked (spec 2 §3 Account list item,
// §4 Loan selection and blocking, §8 Payment info errors).

export const BLOCKING_MESSAGES = {
  blocked:
    'Payment has been blocked for this account. Please contact your financial institution for further assistance.',
  noPaymentNeeded: 'No payment needed at this time. Credit line has no balance.',
  cutoff:
    "Payments are disabled because you are past today's payment cutoff time and you already have a scheduled payment pending.",
  cardNotAllowed:
    'Card payment not allowed on this loan at this time. Please make an ACH payment or contact your institution.',
  achNotAllowed:
    'ACH payment not allowed on this loan at this time. Please make a card payment or contact your institution.',
  retrieveFailed: 'There was a problem retrieving your account information.',
} as const;

/** Open comments (SPEC-NOTES: the main rule, everywhere). */
const OPEN_COMMENTS = ['', 'NOX$', 'IRSO'];
const LOAN_TYPES = [0, 9];

export interface PayableAccount {
  number: string;
  type: number;
  comment: string;
}

export const isOpenComment = (comment: string): boolean =>
  OPEN_COMMENTS.includes(comment.trim().toUpperCase());

/** The loans (and lines of credit) that may be paid: open ones only. */
export function payableAccounts<T extends PayableAccount>(accounts: readonly T[]): T[] {
  return accounts.filter(
    (account) => LOAN_TYPES.includes(account.type) && isOpenComment(account.comment),
  );
}

export type Availability =
  | { kind: 'blocked'; message: string }
  | { kind: 'payable'; ach: boolean; card: boolean; notice: string | null };

export interface BlockingInput {
  holdCode: string;
  achBlocked: boolean;
  cardBlocked: boolean;
  /** Card payments allowed by the institution and the loan. */
  cardsAllowed: boolean;
  achAllowed: boolean;
  thirdPartyRoute: boolean;
  balance: number;
}

/** The decision made when an account is picked (spec 2 §4, first list). */
export function availabilityOnSelect(input: BlockingInput): Availability {
  const { achBlocked, cardBlocked } = input;
  if (input.holdCode.trim().toUpperCase() === 'NOX$' && achBlocked && cardBlocked)
    return { kind: 'blocked', message: BLOCKING_MESSAGES.blocked };
  if (achBlocked && cardBlocked) return { kind: 'blocked', message: BLOCKING_MESSAGES.blocked };
  if (achBlocked) {
    return input.cardsAllowed && !input.thirdPartyRoute
      ? { kind: 'payable', ach: false, card: true, notice: BLOCKING_MESSAGES.achNotAllowed }
      : { kind: 'blocked', message: BLOCKING_MESSAGES.blocked };
  }
  if (cardBlocked) {
    return input.achAllowed
      ? { kind: 'payable', ach: true, card: false, notice: BLOCKING_MESSAGES.cardNotAllowed }
      : { kind: 'blocked', message: BLOCKING_MESSAGES.blocked };
  }
  if (input.balance === 0) return { kind: 'blocked', message: BLOCKING_MESSAGES.noPaymentNeeded };
  return {
    kind: 'payable',
    ach: input.achAllowed,
    card: input.cardsAllowed && !input.thirdPartyRoute,
    notice: null,
  };
}

export interface AfterLoadInput {
  availability: Availability;
  serverAllowsAch: boolean;
  hold48: boolean;
  blockImmediateAchAfterCutoff: boolean;
  hasScheduledPayments: boolean;
}

/** The decision once the payment info is loaded (spec 2 §4, "After loading"). */
export function availabilityAfterLoad(input: AfterLoadInput): Availability {
  const before = input.availability;
  if (before.kind === 'blocked') return before;
  const ach = before.ach && !(!input.serverAllowsAch && input.hold48);
  if (!ach && !before.card) return { kind: 'blocked', message: BLOCKING_MESSAGES.blocked };
  if (input.blockImmediateAchAfterCutoff && input.hasScheduledPayments && !before.card)
    return { kind: 'blocked', message: BLOCKING_MESSAGES.cutoff };
  return { ...before, ach };
}

/** Third-party route: the branch (first part of the account number) within the configured range. */
export function isThirdPartyBranch(
  accountNumber: string,
  officeLength: number,
  minText: string,
  maxText: string,
): boolean {
  if (minText.trim() === '' || maxText.trim() === '') return false;
  const min = Number(minText);
  const max = Number(maxText);
  const branch = Number(accountNumber.slice(0, officeLength));
  if (!Number.isFinite(min) || !Number.isFinite(max) || !Number.isFinite(branch)) return false;
  return branch >= min && branch <= max;
}

const PAYMENT_INFO_MESSAGES: Readonly<Record<string, string>> = {
  BlockedOnPendingRecurring:
    'We see you have a payment due soon. Please call customer service to make additional payments.',
  Delinquent:
    'This account is delinquent. Please contact your financial institution for further assistance.',
  NiteMode:
    'We are currently doing nightly system maintenance. Please try your payment again in about 15 minutes.',
  PaymentBlocked: BLOCKING_MESSAGES.blocked,
  NoPaymentNeeded: BLOCKING_MESSAGES.noPaymentNeeded,
  DisabledPaymentsAfterCutoffTime: BLOCKING_MESSAGES.cutoff,
};

/**
 * The message for a payment-info error; the first error decides. Unauthorized is handled by the
 * API client (it logs out), so it never reaches a message here.
 */
export function paymentInfoErrorMessage(firstError: string | undefined): string {
  if (firstError === undefined) return BLOCKING_MESSAGES.retrieveFailed;
  return PAYMENT_INFO_MESSAGES[firstError] ?? BLOCKING_MESSAGES.retrieveFailed;
}
