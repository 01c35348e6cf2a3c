import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { provideDialogs } from '@portal/shared-contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateTime } from 'luxon';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { ApiResult } from '@portal/wire/api-result';
import type { PaymentSubmission } from '../api/submit-payment';
import type { ChosenMethod } from '../../../lib/chosen-method';
import type { Confirmation } from '../../../lib/confirmation';

// The back end is this queue of answers; every call records the key and request it was sent.
const answers: ApiResult<string | null>[] = [];
const calls: { key: string; payment: PaymentSubmission }[] = [];
const noAnswer: ApiResult<never> = { kind: 'unavailable', reason: 'network', status: 0 };
jest.unstable_mockModule('../api/submit-payment', () => ({
  submitPayment: jest.fn(async (_api: unknown, payment: PaymentSubmission, key: string) => {
    calls.push({ key, payment });
    return answers.shift() ?? noAnswer;
  }),
}));
const { OUTCOME_CHECK_DELAYS_MS, useSubmission } = await import('./use-submission');
const { useSettings } = await import('@portal/settings/use-settings');

const DO_NOT_SUBMIT_AGAIN =
  'An error occurred; do not submit again or you could be charged multiple times.';

const method: ChosenMethod = {
  type: 'ACH',
  saved: {
    profileId: 'PM-100001',
    isCard: false,
    lastFour: '4321',
    accountType: 'Checking',
    cardType: '',
    expirationDate: '',
    debitCreditType: '',
  },
  singleUseAch: null,
  singleUseCard: null,
  debitCredit: 'DebitCard',
  lastFour: '4321',
};

function Submit({ amount }: { amount: number }) {
  const settings = useSettings();
  const submission = useSubmission({
    account: {
      number: '00011002347',
      description: 'Auto Loan',
      type: 0,
      comment: '',
      balance: 1245032,
      amountDue: 38917,
      dueDate: null,
    },
    method,
    settings,
    kind: 'immediate',
    frequency: 'OneTime',
    daysBeforeDue: null,
    paymentDate: DateTime.fromISO('2026-11-18'),
    dueDate: null,
    isPayoff: false,
    amount,
    locTotalDue: false,
    additional: 0,
    firstPartyFee: 0,
    thirdPartyFee: 0,
    total: amount,
    ready: true,
  });
  return (
    <>
      {submission.alert && <p role="alert">{submission.alert.text}</p>}
      <button
        type="button"
        disabled={!submission.canSubmit}
        onClick={() => void submission.submit()}
      >
        {submission.submitting ? 'Submitting…' : 'Make Payment'}
      </button>
    </>
  );
}

function Confirmed() {
  const state = useLocation().state as Confirmation;
  return <h1>Payment Confirmation {state.referenceNumber}</h1>;
}

const renderPage = (amount = 150) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={['/myaccount/payment']}>
        <Routes>
          <Route path="/myaccount/payment" element={<Submit amount={amount} />} />
          <Route path="/myaccount/paymentConfirm" element={<Confirmed />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );

let confirmations = 0;
beforeEach(() => {
  answers.length = 0;
  calls.length = 0;
  confirmations = 0;
  provideDialogs({
    confirm: async () => {
      confirmations += 1;
      return true;
    },
    showAgreeText: async () => undefined,
  });
});

describe('a submission whose outcome is unknown', () => {
  it('says not to submit again, asks again with the same key, and confirms what went through', async () => {
    answers.push(noAnswer, { kind: 'ok', value: 'IP00000042' });
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Make Payment' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(DO_NOT_SUBMIT_AGAIN);
    expect(screen.queryByRole('button', { name: 'Make Payment' })).toBeNull();
    expect(
      await screen.findByRole(
        'heading',
        { name: 'Payment Confirmation IP00000042' },
        { timeout: 3_000 },
      ),
    ).toBeInTheDocument();
    expect(calls).toHaveLength(2);
    expect(calls[1]?.key).toBe(calls[0]?.key);
    expect(calls[1]?.payment).toEqual(calls[0]?.payment);
    expect(confirmations).toBe(1);
  });

  it('after the checks run out, the button repeats the same payment, never a new one', async () => {
    const checks = OUTCOME_CHECK_DELAYS_MS.length + 1;
    jest.useFakeTimers({ advanceTimers: true });
    try {
      renderPage();
      await userEvent.click(screen.getByRole('button', { name: 'Make Payment' }));
      for (let i = 0; i < checks; i += 1) await act(() => jest.advanceTimersByTimeAsync(10_000));
      expect(calls).toHaveLength(checks);
      const button = await screen.findByRole('button', { name: 'Make Payment' });
      expect(button).toBeEnabled();
      expect(screen.getByRole('alert')).toHaveTextContent(DO_NOT_SUBMIT_AGAIN);

      answers.push({ kind: 'ok', value: 'IP00000043' });
      await userEvent.click(button);
      expect(
        await screen.findByRole('heading', { name: 'Payment Confirmation IP00000043' }),
      ).toBeInTheDocument();
      expect(new Set(calls.map((call) => call.key)).size).toBe(1);
      expect(confirmations).toBe(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it('a definite refusal ends the attempt: the next confirmation makes a new key', async () => {
    answers.push({ kind: 'refused', code: 'NiteMode' }, { kind: 'ok', value: 'IP00000044' });
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Make Payment' }));
    expect(await screen.findByRole('alert')).not.toHaveTextContent(DO_NOT_SUBMIT_AGAIN);
    await userEvent.click(screen.getByRole('button', { name: 'Make Payment' }));
    await screen.findByRole('heading', { name: 'Payment Confirmation IP00000044' });
    expect(calls).toHaveLength(2);
    expect(calls[1]?.key).not.toBe(calls[0]?.key);
    expect(confirmations).toBe(2);
  });
});
