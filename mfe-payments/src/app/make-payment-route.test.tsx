import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { provideDialogs } from '@portal/shared-contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { LoanAccount } from '../api/account-list';
import type { PaymentInfo } from '../api/payment-info';
import type { ApiResult } from '@portal/wire/api-result';
import type { PaymentSubmission } from '../features/make-payment/api/submit-payment';

const loan: LoanAccount = {
  number: '00011002347',
  description: 'Auto Loan',
  type: 0,
  comment: '',
  balance: 1_250_000,
  amountDue: 35_000,
  dueDate: '2026-12-01T00:00:00',
};
jest.unstable_mockModule('../api/account-list', () => ({
  fetchAccountList: jest.fn(async () => ({ kind: 'ok', value: [loan] })),
}));
jest.unstable_mockModule('../api/payment-info', () => ({
  fetchPaymentInfo: jest.fn(async () => ({ kind: 'ok', value: info })),
  paymentInfoKey: (accountNumber: string) => ['paymentInfo', accountNumber],
}));
// No fee for an ACH payment here; the call is still made, so it answers.
jest.unstable_mockModule('../features/make-payment/api/third-party-fee', () => ({
  fetchThirdPartyFee: jest.fn(async () => ({ kind: 'ok', value: 0 })),
  thirdPartyFeeKey: (request: unknown) => ['thirdPartyFee', request],
}));
// The back end of the submit call: a queue of answers; every call records its key and request.
type Answer = ApiResult<string | null>;
const answers: (Answer | Promise<Answer>)[] = [];
const submits: { key: string; payment: PaymentSubmission }[] = [];
jest.unstable_mockModule('../features/make-payment/api/submit-payment', () => ({
  submitPayment: jest.fn(async (_api: unknown, payment: PaymentSubmission, key: string) => {
    submits.push({ key, payment });
    return answers.shift() ?? { kind: 'unavailable', reason: 'network', status: 0 };
  }),
}));
const MakePaymentRoute = (await import('./make-payment-route')).default;
const ConfirmationPage = (await import('../features/confirmation/components/confirmation-page'))
  .default;

// The loan's payment info as the API module returns it (money in cents): one saved checking
// account, ACH and cards allowed, $350.00 regular payment, business date 2026-11-18.
const info: PaymentInfo = {
  dueDate: '2026-12-01T00:00:00',
  businessDate: '2026-11-18T00:00:00',
  allowAch: true,
  allowCards: true,
  daysInPeriod: 30,
  recurringAllowed: true,
  firstPartyFees: { scheduledAch: 0, eCheck: 0, recurringAch: 0, debitCard: 0, creditCard: 0 },
  blockAch: false,
  blockCard: false,
  blockImmediateAchAfterCutoff: false,
  scheduledPayments: [],
  recurringPayment: null,
  savedMethods: [
    {
      profileId: 'PM-100001',
      isCard: false,
      lastFour: '4321',
      accountType: 'Checking',
      cardType: '',
      expirationDate: '',
      debitCreditType: '',
    },
  ],
  defaultMethod: null,
  isLineOfCredit: false,
  payoffAmount: 1_250_000,
  totalAmountDue: 35_000,
  defaultPaymentAmount: 35_000,
  isDelinquent: false,
  delinquent: false,
  regularPaymentAmount: 35_000,
  billingFrequency: 'Monthly',
  mailPreference: 0,
  restrictionCode: '',
  nonPaymentDays: [],
  nonSchedulableDays: [],
  futureNonPaymentDays: [],
};

// The page loads the account list and the loan's info first; a busy machine can be slow.
const LOADED = { timeout: 5_000 };

const renderPage = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[`/myaccount/payment/${loan.number}`]}>
        <Routes>
          <Route path="/myaccount/payment/*" element={<MakePaymentRoute />} />
          <Route path="/myaccount/paymentConfirm" element={<ConfirmationPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );

// The confirm question is asked through the portal's dialog service; the borrower's answer is
// `answerYes`, and every question asked is kept.
const questions: string[] = [];
let answerYes = true;
beforeEach(() => {
  answers.length = 0;
  submits.length = 0;
  questions.length = 0;
  answerYes = true;
  provideDialogs({
    confirm: async ({ text }) => {
      questions.push(text);
      return answerYes;
    },
    showAgreeText: async () => undefined,
  });
});

/** Loan from the URL, E-Check, the saved checking account: the steps up to the amount. */
async function chooseSavedChecking() {
  renderPage();
  await userEvent.click(await screen.findByRole('radio', { name: 'E-Check' }, LOADED));
  await userEvent.click(await screen.findByRole('radio', { name: 'Checking x4321' }));
  return screen.findByRole('textbox', { name: 'Amount' });
}

const makePayment = () => screen.getByRole('button', { name: 'Make Payment' });

describe('paying a loan with a saved checking account (spec 2 §2, §4, §5)', () => {
  it('offers the loan’s saved methods of the chosen type and walks to frequency and amount', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Payment Method' }, LOADED)).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Payment Frequency' })).toBeNull();

    await userEvent.click(screen.getByRole('radio', { name: 'E-Check' }));
    const saved = screen.getByRole('group', { name: 'Saved Payment Methods' });
    expect(within(saved).getByRole('radio', { name: 'Checking x4321' })).not.toBeChecked();
    expect(screen.queryByRole('heading', { name: 'Payment Frequency' })).toBeNull();

    await userEvent.click(within(saved).getByRole('radio', { name: 'Checking x4321' }));
    expect(await screen.findByRole('heading', { name: 'Payment Frequency' })).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Frequency' })).toHaveDisplayValue('Pay Once');
    // "Today" is the business date of the payment info, not the browser's clock.
    expect(screen.getByLabelText('Payment Date')).toHaveValue('2026-11-18');
    expect(screen.getByRole('heading', { name: 'Payment Amount' })).toBeVisible();
    expect(makePayment()).toBeDisabled();
  });

  it('picking a type without saved methods opens the new-method modal (Payment Details)', async () => {
    renderPage();
    await userEvent.click(await screen.findByRole('radio', { name: 'Card' }, LOADED));

    const modal = await screen.findByRole('dialog');
    expect(within(modal).getByLabelText(/Card Number/)).toBeVisible();
    expect(screen.queryByRole('group', { name: 'Saved Payment Methods' })).toBeNull();
  });

  it('requires an amount and keeps it between the minimum and the payoff amount', async () => {
    const amount = await chooseSavedChecking();

    await userEvent.click(amount);
    await userEvent.tab();
    expect(await screen.findByText('Payment amount is required')).toBeVisible();
    expect(makePayment()).toBeDisabled();

    await userEvent.type(amount, '12500.01');
    await userEvent.tab();
    expect(
      await screen.findByText('Payment amount must be between $0.01 and $12,500.00'),
    ).toBeVisible();
    expect(makePayment()).toBeDisabled();

    await userEvent.clear(amount);
    await userEvent.type(amount, '150');
    await userEvent.tab();
    expect(amount).toHaveValue('150.00');
    expect(screen.queryByText(/^Payment amount/)).toBeNull();
    const total = within(screen.getByLabelText('Fee and total'));
    expect(total.getByText('Payment Total')).toBeVisible();
    expect(total.getByText('$150.00')).toBeVisible();
    // No fee on a plain ACH payment: no fee line (spec 2 §2 Fee and total).
    expect(total.queryByText('Processing Fee')).toBeNull();
    expect(makePayment()).toBeEnabled();
  });

  it('asks before submitting; No sends nothing', async () => {
    const amount = await chooseSavedChecking();
    await userEvent.type(amount, '150');
    await userEvent.tab();
    answerYes = false;

    await userEvent.click(makePayment());

    expect(questions).toEqual(['Are you sure you want to submit?']);
    expect(submits).toHaveLength(0);
    expect(makePayment()).toBeEnabled();
  });

  it('on Yes sends one request with one idempotency key, then shows the confirmation', async () => {
    answers.push({ kind: 'ok', value: 'IP00000042' });
    const amount = await chooseSavedChecking();
    await userEvent.type(amount, '150');
    await userEvent.tab();

    await userEvent.click(makePayment());

    expect(
      await screen.findByRole('heading', { name: /Payment Confirmation/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /^Confirmation Number/ })).toHaveTextContent(
      'IP00000042',
    );
    expect(screen.getByRole('row', { name: /^Account to Pay From/ })).toHaveTextContent('x4321');
    expect(screen.getByRole('row', { name: /^Total/ })).toHaveTextContent('$150.00');
    expect(questions).toEqual(['Are you sure you want to submit?']);
    expect(submits).toHaveLength(1);
    expect(submits[0]?.key).toMatch(/\S{16,}/);
    expect(submits[0]?.payment.amount).toBe(15_000);
  });

  it('while the request is in flight the button reads Submitting… and a second click sends nothing', async () => {
    let answer: (result: Answer) => void = () => undefined;
    answers.push(new Promise<Answer>((resolve) => (answer = resolve)));
    const amount = await chooseSavedChecking();
    await userEvent.type(amount, '150');
    await userEvent.tab();

    await userEvent.click(makePayment());
    const submitting = await screen.findByRole('button', { name: 'Submitting…' });
    expect(submitting).toBeDisabled();
    await userEvent.click(submitting);
    expect(submits).toHaveLength(1);

    answer({ kind: 'ok', value: 'IP00000044' });
    expect(await screen.findByRole('row', { name: /^Confirmation Number/ })).toHaveTextContent(
      'IP00000044',
    );
    expect(submits).toHaveLength(1);
    expect(questions).toHaveLength(1);
  });

  it('after a refusal, trying again is a new payment with a new key', async () => {
    answers.push({ kind: 'refused', code: 'InvalidData' });
    const amount = await chooseSavedChecking();
    await userEvent.type(amount, '150');
    await userEvent.tab();

    await userEvent.click(makePayment());
    expect(await screen.findByRole('alert')).toBeVisible();
    answers.push({ kind: 'ok', value: 'IP00000043' });
    await userEvent.click(makePayment());

    expect(await screen.findByRole('heading', { name: /Payment Confirmation/ })).toBeVisible();
    expect(submits).toHaveLength(2);
    expect(submits[1]?.key).not.toBe(submits[0]?.key);
  });
});
