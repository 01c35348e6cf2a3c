import { describe, expect, it } from '@jest/globals';
import {
  availabilityAfterLoad,
  availabilityOnSelect,
  isThirdPartyBranch,
  payableAccounts,
  paymentInfoErrorMessage,
  type BlockingInput,
} from './account-blocking';

const blocked =
  'Payment has been blocked for this account. Please contact your financial institution for further assistance.';
const base: BlockingInput = {
  holdCode: '',
  achBlocked: false,
  cardBlocked: false,
  cardsAllowed: true,
  achAllowed: true,
  thirdPartyRoute: false,
  balance: 100,
};

describe('blocking when an account is picked (spec 2 §4)', () => {
  it.each<[string, Partial<BlockingInput>, unknown]>([
    [
      'NOX$ with both blocked',
      { holdCode: 'NOX$', achBlocked: true, cardBlocked: true },
      { kind: 'blocked', message: blocked },
    ],
    [
      'ACH blocked, cards allowed',
      { achBlocked: true },
      { kind: 'payable', ach: false, card: true },
    ],
    [
      'ACH blocked, third-party route',
      { achBlocked: true, thirdPartyRoute: true },
      { kind: 'blocked', message: blocked },
    ],
    [
      'ACH blocked, cards not allowed',
      { achBlocked: true, cardsAllowed: false },
      { kind: 'blocked', message: blocked },
    ],
    [
      'card blocked, ACH allowed',
      { cardBlocked: true },
      { kind: 'payable', ach: true, card: false },
    ],
    [
      'card blocked, ACH not allowed',
      { cardBlocked: true, achAllowed: false },
      { kind: 'blocked', message: blocked },
    ],
    [
      'balance 0',
      { balance: 0 },
      { kind: 'blocked', message: 'No payment needed at this time. Credit line has no balance.' },
    ],
    ['nothing in the way', {}, { kind: 'payable', ach: true, card: true, notice: null }],
  ])('%s', (_, patch, expected) => {
    expect(availabilityOnSelect({ ...base, ...patch })).toMatchObject(expected as object);
  });

  const payable = { kind: 'payable', ach: true, card: false, notice: null } as const;
  const after = {
    availability: payable,
    serverAllowsAch: true,
    hold48: false,
    blockImmediateAchAfterCutoff: false,
    hasScheduledPayments: false,
  };
  it('blocks ACH when the server refuses it and the hold-48 option is on', () => {
    expect(availabilityAfterLoad({ ...after, serverAllowsAch: false, hold48: true })).toEqual({
      kind: 'blocked',
      message: blocked,
    });
    expect(availabilityAfterLoad({ ...after, serverAllowsAch: false })).toEqual(payable);
  });
  it('refuses with the cutoff error when immediate ACH is blocked, a payment is scheduled and cards are not allowed', () => {
    expect(
      availabilityAfterLoad({
        ...after,
        blockImmediateAchAfterCutoff: true,
        hasScheduledPayments: true,
      }),
    ).toEqual({
      kind: 'blocked',
      message:
        "Payments are disabled because you are past today's payment cutoff time and you already have a scheduled payment pending.",
    });
    expect(
      availabilityAfterLoad({
        ...after,
        availability: { ...payable, card: true },
        blockImmediateAchAfterCutoff: true,
        hasScheduledPayments: true,
      }).kind,
    ).toBe('payable');
  });
});

describe('payable accounts', () => {
  it('keeps open loans and lines of credit (comment empty, NOX$ or IRSO)', () => {
    const accounts = [
      { number: '1', type: 0, comment: '' },
      { number: '2', type: 0, comment: 'nox$' },
      { number: '3', type: 9, comment: 'IRSO' },
      { number: '4', type: 0, comment: 'CLOSED 03/01/2024' },
      { number: '5', type: 1, comment: '' },
    ];
    expect(payableAccounts(accounts).map((a) => a.number)).toEqual(['1', '2', '3']);
  });
});

describe('third-party branch range', () => {
  it.each([
    ['00011002347', '1', '5', true],
    ['00061002347', '1', '5', false],
    ['00051002347', '5', '5', true],
    ['00011002347', '', '5', false],
  ])('%s in %s–%s: %s', (number, min, max, inside) => {
    expect(isThirdPartyBranch(number, 4, min, max)).toBe(inside);
  });
});

describe('payment info errors (spec 2 §8): the first error decides', () => {
  it.each([
    [
      'BlockedOnPendingRecurring',
      'We see you have a payment due soon. Please call customer service to make additional payments.',
    ],
    [
      'Delinquent',
      'This account is delinquent. Please contact your financial institution for further assistance.',
    ],
    [
      'NiteMode',
      'We are currently doing nightly system maintenance. Please try your payment again in about 15 minutes.',
    ],
    ['PaymentBlocked', blocked],
    ['NoPaymentNeeded', 'No payment needed at this time. Credit line has no balance.'],
    [
      'DisabledPaymentsAfterCutoffTime',
      "Payments are disabled because you are past today's payment cutoff time and you already have a scheduled payment pending.",
    ],
    ['SomethingElse', 'There was a problem retrieving your account information.'],
    [undefined, 'There was a problem retrieving your account information.'],
  ])('%s', (code, message) => expect(paymentInfoErrorMessage(code)).toBe(message));
});
