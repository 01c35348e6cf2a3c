// use-submission against a fake back end at the network level: what the submit call received
// (its key and its request) is what the back end saw.
import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import {
  submitImmediateAch,
  submitRecurringAch,
} from '@portal/api-contract/payments/submit-payment';
import { answer, handle, HttpResponse, refusalBody } from '@portal/area-testing/handlers';
import { heardAccountsChanges } from '@portal/area-testing/accounts-changes';
import { renderArea } from '@portal/area-testing/render-area';
import { provideDialogs } from '@portal/shared-contracts';
import { usePaymentSettings } from '../../../lib/payment-settings';
import { act, screen, waitFor } from '@testing-library/react';
import { DateTime } from 'luxon';
import { Route, Routes, useLocation } from 'react-router';
import type { Confirmation } from '../../../lib/confirmation';
import type { PaymentKind } from '../../../lib/frequencies';
import { chosenChecking } from '../../../testing/payment-methods';
import { OUTCOME_CHECK_DELAYS_MS, useSubmission } from './use-submission';

// The back end answers the submit call from this queue: a reference number, a refusal's code, or
// nothing at all (the connection drops), which is also the answer once the queue is empty.
type Answer = { referenceNumber: string } | { code: string } | 'lost';
const answers: Answer[] = [];
const submitBackEnd = handle(submitImmediateAch, () => {
  const next = answers.shift() ?? 'lost';
  if (next === 'lost') return HttpResponse.error();
  return 'code' in next
    ? HttpResponse.json(refusalBody(next.code))
    : HttpResponse.json({ HasNoErrors: true, Errors: [], ReferenceNumber: next.referenceNumber });
});

const DO_NOT_SUBMIT_AGAIN =
  'An error occurred; do not submit again or you could be charged multiple times.';

const method = chosenChecking;

function Submit({ amount, kind = 'immediate' }: { amount: number; kind?: PaymentKind }) {
  const settings = usePaymentSettings();
  const submission = useSubmission({
    account: {
      number: '00011002347',
      description: 'Auto Loan',
      type: 0,
      comment: '',
      balance: 1245032,
      availableBalance: 0,
      status: '',
      rate: 0,
      loanDueDate: null,
      loanAmountDue: 38917,
      loanPastDue: 0,
      monthlyInstallment: 0,
      feesDue: 0,
      statementPreference: '',
      nameOnAccount: '',
    },
    method,
    settings,
    kind,
    frequency: kind === 'recurring' ? 'MonthlyOnDate' : 'OneTime',
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
  renderArea(
    <Routes>
      <Route path="/myaccount/payment" element={<Submit amount={amount} />} />
      <Route path="/myaccount/paymentConfirm" element={<Confirmed />} />
    </Routes>,
    { area: 'payments', route: '/myaccount/payment', handlers: [submitBackEnd] },
  );

/** The key and the request of every submit the back end received. */
async function submits(view: ReturnType<typeof renderPage>) {
  return (await view.received(submitImmediateAch)).map((request) => ({
    key: request.headers.get('Idempotency-Key'),
    body: request.body,
  }));
}

let confirmations = 0;
beforeEach(() => {
  answers.length = 0;
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
    answers.push('lost', { referenceNumber: 'IP00000042' });
    const view = renderPage();
    await view.user.click(screen.getByRole('button', { name: 'Make Payment' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(DO_NOT_SUBMIT_AGAIN);
    expect(screen.queryByRole('button', { name: 'Make Payment' })).toBeNull();
    expect(
      await screen.findByRole(
        'heading',
        { name: 'Payment Confirmation IP00000042' },
        { timeout: 3_000 },
      ),
    ).toBeInTheDocument();
    const sent = await submits(view);
    expect(sent).toHaveLength(2);
    expect(sent[1]?.key).toBe(sent[0]?.key);
    expect(sent[1]?.body).toEqual(sent[0]?.body);
    expect(confirmations).toBe(1);
  });

  it('after the checks run out, the button repeats the same payment, never a new one', async () => {
    const checks = OUTCOME_CHECK_DELAYS_MS.length + 1;
    // Only the clock of the pauses is fake: the network's own ticks stay real.
    jest.useFakeTimers({
      advanceTimers: true,
      doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'],
    });
    try {
      const view = renderPage();
      await view.user.click(screen.getByRole('button', { name: 'Make Payment' }));
      // waitFor moves the fake clock on while it waits: through every pause between the checks.
      await waitFor(async () => expect(await submits(view)).toHaveLength(checks), {
        timeout: 30_000,
      });
      await act(() => jest.advanceTimersByTimeAsync(10_000));
      expect(await submits(view)).toHaveLength(checks);
      const button = await screen.findByRole('button', { name: 'Make Payment' });
      expect(button).toBeEnabled();
      expect(screen.getByRole('alert')).toHaveTextContent(DO_NOT_SUBMIT_AGAIN);

      answers.push({ referenceNumber: 'IP00000043' });
      await view.user.click(button);
      expect(
        await screen.findByRole('heading', { name: 'Payment Confirmation IP00000043' }),
      ).toBeInTheDocument();
      expect(new Set((await submits(view)).map((call) => call.key)).size).toBe(1);
      expect(confirmations).toBe(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it('a definite refusal ends the attempt: the next confirmation makes a new key', async () => {
    answers.push({ code: 'NiteMode' }, { referenceNumber: 'IP00000044' });
    const view = renderPage();
    await view.user.click(screen.getByRole('button', { name: 'Make Payment' }));
    expect(await screen.findByRole('alert')).not.toHaveTextContent(DO_NOT_SUBMIT_AGAIN);
    await view.user.click(screen.getByRole('button', { name: 'Make Payment' }));
    await screen.findByRole('heading', { name: 'Payment Confirmation IP00000044' });
    const sent = await submits(view);
    expect(sent).toHaveLength(2);
    expect(sent[1]?.key).not.toBe(sent[0]?.key);
    expect(confirmations).toBe(2);
  });

  it('a 5xx without an error code is unknown too: the same key is sent again', async () => {
    const view = renderPage();
    view.server.use(handle(submitImmediateAch, () => HttpResponse.json({}, { status: 502 })));
    await view.user.click(screen.getByRole('button', { name: 'Make Payment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(DO_NOT_SUBMIT_AGAIN);
    view.server.use(submitBackEnd);
    answers.push({ referenceNumber: 'IP00000046' });
    await screen.findByRole(
      'heading',
      { name: 'Payment Confirmation IP00000046' },
      { timeout: 3_000 },
    );
    const sent = await submits(view);
    expect(sent).toHaveLength(2);
    expect(sent[1]?.key).toBe(sent[0]?.key);
  });
});

describe('a payment the back end has taken', () => {
  function Where() {
    return <p>{useLocation().pathname}</p>;
  }

  it('is not offered again while the confirmation page is still on its way', async () => {
    answers.push({ referenceNumber: 'IP00000047' }, { referenceNumber: 'IP00000048' });
    // One route for both paths: the page stays on screen after the move, as it does in the
    // portal until the confirmation page's code has arrived.
    const view = renderArea(
      <Routes>
        <Route
          path="/myaccount/*"
          element={
            <>
              <Where />
              <Submit amount={150} />
            </>
          }
        />
      </Routes>,
      { area: 'payments', route: '/myaccount/payment', handlers: [submitBackEnd] },
    );
    await view.user.click(screen.getByRole('button', { name: 'Make Payment' }));
    await screen.findByText('/myaccount/paymentConfirm');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));

    const button = screen.getByRole('button');
    expect(button).toBeDisabled();
    expect(button).toHaveTextContent('Submitting…');
    await view.user.click(button);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(await submits(view)).toHaveLength(1);
    expect(confirmations).toBe(1);
  });

  it.each([
    ['immediate', submitImmediateAch],
    ['recurring', submitRecurringAch],
  ] as const)(
    'tells the other areas their copies of the accounts no longer hold (%s)',
    async (kind, call) => {
      answers.push({ referenceNumber: 'IP00000047' });
      const heard = heardAccountsChanges().reasons;
      const view = renderArea(
        <Routes>
          <Route path="/myaccount/payment" element={<Submit amount={150} kind={kind} />} />
          <Route path="/myaccount/paymentConfirm" element={<Confirmed />} />
        </Routes>,
        {
          area: 'payments',
          route: '/myaccount/payment',
          handlers: [
            submitBackEnd,
            answer(submitRecurringAch, { HasNoErrors: true, ReferenceNumber: 'IP00000047' }),
          ],
        },
      );
      await view.user.click(screen.getByRole('button', { name: 'Make Payment' }));
      await screen.findByRole('heading', { name: /Payment Confirmation/ });
      expect(await view.received(call)).toHaveLength(1);
      expect(heard).toEqual(['payment']);
    },
  );
});
