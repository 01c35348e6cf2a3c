// One loan's payment (loan-payment): its payment info decides what the page offers (spec 2 §3,
// §8 "Payment info errors: first error decides"), and the scheduled and recurring payments shown
// beside it can be deleted, against a fake back end at the network level.
import { beforeEach, describe, expect, it } from '@jest/globals';
import { deleteScheduledAch } from '@portal/api-contract/payments/delete-payment';
import { getPaymentInfo } from '@portal/api-contract/payments/payment-information';
import { setDefaultPaymentMethod } from '@portal/api-contract/payments/payment-methods';
import {
  answer,
  handle,
  HttpResponse,
  refuse,
  serverError,
  unauthorized,
  type HttpHandler,
} from '@portal/area-testing/handlers';
import { heardAccountsChanges } from '@portal/area-testing/accounts-changes';
import { renderArea } from '@portal/area-testing/render-area';
import { provideDialogs } from '@portal/shared-contracts';
import { screen, within } from '@testing-library/react';
import { LOAN, paymentsBackEnd, type WirePaymentInfo } from '../testing/payments-back-end';
import MakePaymentRoute from './make-payment-route';

const LOADED = { timeout: 5_000 };
const RETRIEVE_FAILED = 'There was a problem retrieving your account information.';

const renderLoan = (handlers: HttpHandler[] = [], info: Partial<WirePaymentInfo> = {}) =>
  renderArea(<MakePaymentRoute />, {
    area: 'payments',
    route: `/myaccount/payment/${LOAN}`,
    path: '/myaccount/payment/*',
    handlers: [...handlers, ...paymentsBackEnd(info)],
  });

beforeEach(() => {
  provideDialogs({ confirm: async () => true, showAgreeText: async () => undefined });
});

describe('the loan’s payment info decides the page (spec 2 §8)', () => {
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
    [
      'PaymentBlocked',
      'Payment has been blocked for this account. Please contact your financial institution for further assistance.',
    ],
    ['NoPaymentNeeded', 'No payment needed at this time. Credit line has no balance.'],
    [
      'DisabledPaymentsAfterCutoffTime',
      "Payments are disabled because you are past today's payment cutoff time and you already have a scheduled payment pending.",
    ],
    ['SomethingElse', RETRIEVE_FAILED],
  ])('%s shows its message at once, asked once', async (code, message) => {
    const view = renderLoan([refuse(getPaymentInfo, code)]);
    expect(await screen.findByRole('alert', {}, LOADED)).toHaveTextContent(message);
    expect(screen.queryByRole('heading', { name: 'Payment Method' })).toBeNull();
    expect(await view.received(getPaymentInfo)).toHaveLength(1);
  });

  it.each<[string, HttpHandler]>([
    ['a 502 without a code', serverError(getPaymentInfo, 502)],
    [
      'an answer off the contract',
      handle(getPaymentInfo, () => HttpResponse.json({ HasNoErrors: true, PaymentOptions: 'x' })),
    ],
  ])('%s is the retrieving problem', async (_, handler) => {
    renderLoan([handler]);
    expect(await screen.findByRole('alert', {}, LOADED)).toHaveTextContent(RETRIEVE_FAILED);
  });

  it('an answer without the business date is the retrieving problem, never the browser’s day', async () => {
    renderLoan([], { PaymentDetails: null });
    expect(await screen.findByRole('alert', {}, LOADED)).toHaveTextContent(RETRIEVE_FAILED);
  });

  it('a lost session logs out (spec 1 §4)', async () => {
    const view = renderLoan([unauthorized(getPaymentInfo)]);
    await screen.findByRole('alert', {}, LOADED);
    expect(view.logouts).toEqual(['unauthorized']);
  });

  it('no online payment security refuses the payment with its configured text', async () => {
    renderLoan([], { RestrictionCode: 'NoOnlinePaymentSecurity' });
    expect(await screen.findByRole('alert', {}, LOADED)).toHaveTextContent(
      'This account is not set up for online payments.',
    );
    expect(screen.queryByRole('radio', { name: 'E-Check' })).toBeNull();
  });

  it('a blocked card leaves E-Check only', async () => {
    renderLoan([], { BlockCardPayment: true });
    expect(await screen.findByRole('radio', { name: 'E-Check' }, LOADED)).toBeVisible();
    expect(screen.queryByRole('radio', { name: 'Card' })).toBeNull();
  });
});

describe('the loan’s scheduled payments (spec 2 §2, §4 Deleting)', () => {
  const scheduled = {
    EncryptedString: 'Uzox',
    IsCard: false,
    CanDelete: true,
    HasBeenPosted: false,
    AccountNumber: LOAN,
    PaymentDate: '2026-11-25T00:00:00',
    PaymentAmount: 612.4,
    LastFour: '4321',
  };

  it('lists them in dollars and deletes one by its handle, then reads the info again', async () => {
    const view = renderLoan([answer(deleteScheduledAch, { Token: 'next-token' })], {
      ScheduledPayments: [scheduled],
    });
    const heard = heardAccountsChanges().reasons;
    const table = await screen.findByRole('table', { name: 'Scheduled Payments' }, LOADED);
    expect(within(table).getByRole('row', { name: /x4321/ })).toHaveTextContent(
      '11/25/2026$612.40',
    );

    await view.user.click(
      within(table).getByRole('button', {
        name: 'Delete scheduled payment of $612.40 on 11/25/2026',
      }),
    );

    expect(await screen.findByText('Your scheduled payment was deleted.')).toBeVisible();
    const [sent] = await view.received(deleteScheduledAch);
    expect(sent?.body).toEqual({
      Token: '',
      Payment: { EncryptedString: 'Uzox', LoanAccountNumber: LOAN },
    });
    expect(await view.received(getPaymentInfo)).toHaveLength(2);
    expect(heard).toEqual(['payment-deleted']);
  });

  it('a refused delete says "There was an error deleting your payment."', async () => {
    const view = renderLoan([refuse(deleteScheduledAch, 'ErrorDeletingPayment')], {
      ScheduledPayments: [scheduled],
    });
    const heard = heardAccountsChanges().reasons;
    const table = await screen.findByRole('table', { name: 'Scheduled Payments' }, LOADED);
    await view.user.click(within(table).getByRole('button', { name: /^Delete scheduled/ }));
    expect(await screen.findByText('There was an error deleting your payment.')).toBeVisible();
    expect(await view.received(getPaymentInfo)).toHaveLength(1);
    expect(heard).toEqual([]);
  });
});

describe('the loan’s payment methods', () => {
  it('a new default method is announced: the loan page elsewhere shows the default', async () => {
    const view = renderLoan([answer(setDefaultPaymentMethod)]);
    const heard = heardAccountsChanges().reasons;
    await view.user.click(await screen.findByRole('radio', { name: 'E-Check' }, LOADED));
    await view.user.click(screen.getByRole('radio', { name: 'Checking x4321' }));
    await view.user.click(screen.getByRole('button', { name: 'Set As Default Method' }));
    expect(await view.received(setDefaultPaymentMethod)).toHaveLength(1);
    expect(heard).toEqual(['payment-methods']);
  });
});
