// The core flow of paying a loan (spec 2 §2, §4, §5): the loan's payment info, the payment type
// and saved methods (payment-type-section), frequency and amount, and the submission
// (use-submission), against a fake back end that answers the spec's wire JSON.
import { beforeEach, describe, expect, it } from '@jest/globals';
import {
  submitImmediateAch,
  submitScheduledAch,
} from '@portal/api-contract/payments/submit-payment';
import { answer, networkFailure, refuse, type HttpHandler } from '@portal/area-testing/handlers';
import { renderArea } from '@portal/area-testing/render-area';
import { provideDialogs, type ConfirmDetail } from '@portal/shared-contracts';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import ConfirmationPage from '../features/confirmation/components/confirmation-page';
import { LOAN, paymentsBackEnd } from '../testing/payments-back-end';
import MakePaymentRoute from './make-payment-route';

// The page loads the account list and the loan's info first; a busy machine can be slow.
const LOADED = { timeout: 5_000 };

const renderPage = (handlers: HttpHandler[] = []) =>
  renderArea(
    <Routes>
      <Route path="/myaccount/payment/*" element={<MakePaymentRoute />} />
      <Route path="/myaccount/paymentConfirm" element={<ConfirmationPage />} />
    </Routes>,
    {
      area: 'payments',
      route: `/myaccount/payment/${LOAN}`,
      handlers: [...handlers, ...paymentsBackEnd()],
    },
  );

// The confirm question is asked through the portal's dialog service; the borrower's answer is
// `answerYes`, and every question asked is kept.
const questions: string[] = [];
const details: (readonly ConfirmDetail[] | undefined)[] = [];
let answerYes: boolean | Promise<boolean> = true;
beforeEach(() => {
  questions.length = 0;
  details.length = 0;
  answerYes = true;
  provideDialogs({
    confirm: async (request) => {
      questions.push(request.text);
      details.push(request.details);
      return answerYes;
    },
    showAgreeText: async () => undefined,
  });
});

/** Loan from the URL, E-Check, the saved checking account: the steps up to the amount. */
async function chooseSavedChecking(view: ReturnType<typeof renderPage>) {
  await view.user.click(await screen.findByRole('radio', { name: 'E-Check' }, LOADED));
  await view.user.click(await screen.findByRole('radio', { name: 'Checking x4321' }));
  return screen.findByRole('textbox', { name: 'Amount' });
}

async function typeAmount(view: ReturnType<typeof renderPage>, text: string) {
  const amount = await chooseSavedChecking(view);
  await view.user.type(amount, text);
  await view.user.tab();
  return amount;
}

const makePayment = () => screen.getByRole('button', { name: 'Make Payment' });

describe('paying a loan with a saved checking account (spec 2 §2, §4, §5)', () => {
  it('offers the loan’s saved methods of the chosen type and walks to frequency and amount', async () => {
    const view = renderPage();
    expect(await screen.findByRole('heading', { name: 'Payment Method' }, LOADED)).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Payment Frequency' })).toBeNull();

    await view.user.click(screen.getByRole('radio', { name: 'E-Check' }));
    const saved = screen.getByRole('group', { name: 'Saved Payment Methods' });
    expect(within(saved).getByRole('radio', { name: 'Checking x4321' })).not.toBeChecked();
    expect(screen.queryByRole('heading', { name: 'Payment Frequency' })).toBeNull();

    await view.user.click(within(saved).getByRole('radio', { name: 'Checking x4321' }));
    expect(await screen.findByRole('heading', { name: 'Payment Frequency' })).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Frequency' })).toHaveDisplayValue('Pay Once');
    // "Today" is the business date of the payment info, not the browser's clock.
    expect(screen.getByLabelText('Payment Date')).toHaveValue('2026-11-18');
    expect(screen.getByRole('heading', { name: 'Payment Amount' })).toBeVisible();
    expect(makePayment()).toBeDisabled();
  });

  it('picking a type without saved methods opens the new-method modal (Payment Details)', async () => {
    const view = renderPage();
    await view.user.click(await screen.findByRole('radio', { name: 'Card' }, LOADED));

    const modal = await screen.findByRole('dialog');
    expect(within(modal).getByLabelText(/Card Number/)).toBeVisible();
    expect(screen.queryByRole('group', { name: 'Saved Payment Methods' })).toBeNull();
  });

  it('requires an amount and keeps it between the minimum and the payoff amount', async () => {
    const view = renderPage();
    const amount = await chooseSavedChecking(view);

    await view.user.click(amount);
    await view.user.tab();
    expect(await screen.findByText('Payment amount is required')).toBeVisible();
    expect(makePayment()).toBeDisabled();

    await view.user.type(amount, '12500.01');
    await view.user.tab();
    expect(
      await screen.findByText('Payment amount must be between $0.01 and $12,500.00'),
    ).toBeVisible();
    expect(makePayment()).toBeDisabled();

    await view.user.clear(amount);
    await view.user.type(amount, '150');
    await view.user.tab();
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
    const view = renderPage();
    await typeAmount(view, '150');
    answerYes = false;

    await view.user.click(makePayment());

    expect(questions).toEqual(['Are you sure you want to submit?']);
    expect(await view.received(submitImmediateAch)).toHaveLength(0);
    expect(makePayment()).toBeEnabled();
  });

  it('on Yes sends one request with one idempotency key, then shows the confirmation', async () => {
    const view = renderPage([answer(submitImmediateAch, { ReferenceNumber: 'IP00000042' })]);
    await typeAmount(view, '150');

    await view.user.click(makePayment());

    expect(
      await screen.findByRole('heading', { name: /Payment Confirmation/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /^Confirmation Number/ })).toHaveTextContent(
      'IP00000042',
    );
    expect(screen.getByRole('row', { name: /^Account to Pay From/ })).toHaveTextContent('x4321');
    expect(screen.getByRole('row', { name: /^Total/ })).toHaveTextContent('$150.00');
    expect(questions).toEqual(['Are you sure you want to submit?']);
    const sent = await view.received(submitImmediateAch);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.headers.get('Idempotency-Key')).toMatch(/\S{16,}/);
    // The spec's submit payload: decimal dollars, the business day, the saved profile.
    expect(sent[0]?.body).toMatchObject({
      Payment: {
        LogonName: 'borrower1',
        Details: {
          PaymentDate: '2026-11-18T00:00:00',
          LoanAccountNumber: LOAN,
          PaymentAmount: 150,
          FirstPartyFee: 0,
          ThirdPartyFee: 0,
          CurrentWithFeesDue: false,
        },
        IsPayoff: false,
        Method: { IsCard: false, AchInfo: { ProfileId: 'PM-100001' }, save: true },
      },
    });
  });

  it('a later day is a scheduled payment, sent to PaymentScheduled', async () => {
    const view = renderPage([answer(submitScheduledAch, { ReferenceNumber: 'SP00000001' })]);
    await chooseSavedChecking(view);
    const date = screen.getByLabelText('Payment Date');
    await view.user.clear(date);
    await view.user.type(date, '2026-11-20');
    await view.user.type(screen.getByRole('textbox', { name: 'Amount' }), '150');
    await view.user.tab();

    await view.user.click(screen.getByRole('button', { name: 'Schedule Payment' }));

    expect(await screen.findByRole('row', { name: /^Confirmation Number/ })).toHaveTextContent(
      'SP00000001',
    );
    const [sent] = await view.received(submitScheduledAch);
    expect(sent?.body).toMatchObject({
      Payment: { Details: { PaymentDate: '2026-11-20T00:00:00', PaymentAmount: 150 } },
    });
  });

  it('shows its steps in order, numbered, the last one holding the submit button', async () => {
    const view = renderPage();
    await typeAmount(view, '150');

    const steps = screen.getAllByRole('heading', { level: 2 });
    // The number is for the eye: each step is still named by its name alone.
    expect(steps.map((heading) => heading.textContent)).toEqual([
      '1Loan',
      '2Payment Method',
      '3Payment Frequency',
      '4Payment Amount',
      '5Review and Submit',
    ]);
    for (const name of [
      'Loan',
      'Payment Method',
      'Payment Frequency',
      'Payment Amount',
      'Review and Submit',
    ])
      expect(screen.getByRole('heading', { level: 2, name })).toBeVisible();
    // The chosen loan's amount and date due stay readable where a phone cuts the option's text.
    const loan = within(screen.getByRole('region', { name: 'Loan' }));
    expect(loan.getByText('Amount Due').parentElement).toHaveTextContent('Amount Due $350.00');
    expect(loan.getByText('Due Date').parentElement).toHaveTextContent('Due Date 12/01/2026');
    const review = within(screen.getByRole('region', { name: 'Review and Submit' }));
    expect(review.getByRole('button', { name: 'Make Payment' })).toBeEnabled();
  });

  it('the question shows what will be paid, and nothing reads Submitting… until Yes', async () => {
    let sayYes: (yes: boolean) => void = () => undefined;
    answerYes = new Promise<boolean>((resolve) => (sayYes = resolve));
    const view = renderPage([answer(submitImmediateAch, { ReferenceNumber: 'IP00000046' })]);
    await typeAmount(view, '150');

    await view.user.click(makePayment());
    expect(questions).toEqual(['Are you sure you want to submit?']);
    expect(details[0]).toEqual([
      { label: 'Loan', value: 'Auto Loan 0001100234' },
      { label: 'Pay From', value: 'Checking x4321' },
      { label: 'Payment Date', value: '11/18/2026' },
      { label: 'Amount', value: '$150.00' },
      { label: 'Total', value: '$150.00' },
    ]);
    expect(makePayment()).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Submitting…' })).toBeNull();

    sayYes(true);
    expect(
      await screen.findByRole('row', { name: /^Confirmation Number/ }, LOADED),
    ).toHaveTextContent('IP00000046');
  });

  it('while the request is in flight the button reads Submitting… and a second click sends nothing', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const view = renderPage([
      answer(submitImmediateAch, async () => {
        await held;
        return { ReferenceNumber: 'IP00000044' };
      }),
    ]);
    await typeAmount(view, '150');

    await view.user.click(makePayment());
    const submitting = await screen.findByRole('button', { name: 'Submitting…' });
    expect(submitting).toBeDisabled();
    await view.user.click(submitting);
    expect(await view.received(submitImmediateAch)).toHaveLength(1);

    release();
    expect(await screen.findByRole('row', { name: /^Confirmation Number/ })).toHaveTextContent(
      'IP00000044',
    );
    expect(await view.received(submitImmediateAch)).toHaveLength(1);
    expect(questions).toHaveLength(1);
  });

  it('after a refusal, trying again is a new payment with a new key', async () => {
    const view = renderPage([refuse(submitImmediateAch, 'InvalidData')]);
    await typeAmount(view, '150');

    await view.user.click(makePayment());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please ensure the information you entered is correct.',
    );
    view.server.use(answer(submitImmediateAch, { ReferenceNumber: 'IP00000043' }));
    await view.user.click(makePayment());

    expect(await screen.findByRole('heading', { name: /Payment Confirmation/ })).toBeVisible();
    const sent = await view.received(submitImmediateAch);
    expect(sent).toHaveLength(2);
    expect(sent[1]?.headers.get('Idempotency-Key')).not.toBe(
      sent[0]?.headers.get('Idempotency-Key'),
    );
  });

  it('a lost answer says not to submit again and asks again with the same key', async () => {
    const view = renderPage([networkFailure(submitImmediateAch)]);
    await typeAmount(view, '150');

    await view.user.click(makePayment());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An error occurred; do not submit again or you could be charged multiple times.',
    );
    view.server.use(answer(submitImmediateAch, { ReferenceNumber: 'IP00000045' }));

    expect(
      await screen.findByRole('row', { name: /^Confirmation Number/ }, { timeout: 3_000 }),
    ).toHaveTextContent('IP00000045');
    const sent = await view.received(submitImmediateAch);
    expect(sent).toHaveLength(2);
    expect(sent[1]?.headers.get('Idempotency-Key')).toBe(sent[0]?.headers.get('Idempotency-Key'));
    expect(sent[1]?.body).toEqual(sent[0]?.body);
    expect(questions).toHaveLength(1);
  });
});
