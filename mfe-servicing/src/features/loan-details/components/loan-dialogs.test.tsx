import { describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateTime } from 'luxon';
import { getPayOffQuote as payOffQuote } from '@portal/api-contract/payments/payment-information';
import { hideAccount, insurance } from '@portal/api-contract/servicing/loan-actions';
import { answer, serverError } from '@portal/area-testing/handlers';
import { heardAccountsChanges } from '@portal/area-testing/accounts-changes';
import { renderArea } from '@portal/area-testing/render-area';
import { HideAccountDialog } from './hide-account-dialog';
import { InsuranceDialog } from './insurance-dialog';
import { PayoffDialog } from './payoff-dialog';

const NUMBER = '00011002347';

describe('PayoffDialog', () => {
  it('rejects a date before today, and quotes a later date once per date', async () => {
    const view = renderArea(<PayoffDialog accountNumber={NUMBER} onClose={() => undefined} />, {
      area: 'servicing',
      handlers: [answer(payOffQuote, { PayOffQuoteAmount: 12470.11 })],
    });
    const input = await screen.findByLabelText('Payoff date (MM/DD/YYYY)');
    await userEvent.clear(input);
    await userEvent.type(input, DateTime.now().minus({ days: 1 }).toFormat('MMddyyyy'));
    expect(
      screen.getByText('Error Choosing Date. Please Choose a future date'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();

    const later = DateTime.now().plus({ days: 10 });
    await userEvent.clear(input);
    await userEvent.type(input, later.toFormat('MMddyyyy'));
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('$12,470.11')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const calls = await view.received(payOffQuote);
    expect(calls.map((r) => r.search.get('PayOffDate'))).toEqual([later.toFormat('yyyy-MM-dd')]);
  });

  it("defaults to the institution's business day and rejects the day before it, whatever the browser's clock says", async () => {
    const view = renderArea(<PayoffDialog accountNumber={NUMBER} onClose={() => undefined} />, {
      area: 'servicing',
      businessDate: '2031-03-14',
      handlers: [answer(payOffQuote, { PayOffQuoteAmount: 12470.11 })],
    });
    const input = await screen.findByLabelText('Payoff date (MM/DD/YYYY)');
    expect(input).toHaveValue('03/14/2031');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('$12,470.11')).toBeInTheDocument();
    const calls = await view.received(payOffQuote);
    expect(calls.map((r) => r.search.get('PayOffDate'))).toEqual(['2031-03-14']);

    await userEvent.clear(input);
    await userEvent.type(input, '03132031');
    expect(
      screen.getByText('Error Choosing Date. Please Choose a future date'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
  });

  it('shows the payoff error when the quote fails', async () => {
    renderArea(<PayoffDialog accountNumber={NUMBER} onClose={() => undefined} />, {
      area: 'servicing',
      handlers: [serverError(payOffQuote, 500)],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An error occurred when attempting to submit a payoff quote request.',
    );
  });
});

describe('InsuranceDialog', () => {
  it('lists insurance with the individual/joint column', async () => {
    renderArea(
      <InsuranceDialog
        accountNumber={NUMBER}
        originalMaturityDate="2099-01-01T00:00:00"
        onClose={() => undefined}
      />,
      {
        area: 'servicing',
        handlers: [
          answer(insurance, {
            Insurances: [
              { Type: 'Credit Life', IsIndividual: 2, Premium: 12.5, CoverageAmount: 12450.32 },
            ],
          }),
        ],
      },
    );
    expect(await screen.findByText('Joint')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Insurance' })).toHaveTextContent('$12,450.32');
  });

  it("does not fetch once the loan has matured, and says 'No insurances found.'", async () => {
    const view = renderArea(
      <InsuranceDialog
        accountNumber={NUMBER}
        originalMaturityDate="2020-01-01T00:00:00"
        onClose={() => undefined}
      />,
      { area: 'servicing' },
    );
    expect(await screen.findByText('No insurances found.')).toBeInTheDocument();
    expect(await view.received(insurance)).toEqual([]);
  });
});

describe('HideAccountDialog', () => {
  it('hides the account, then closes after 4 seconds and goes to the dashboard', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    try {
      const onClose = jest.fn();
      renderArea(<HideAccountDialog accountNumber={NUMBER} onClose={onClose} />, {
        area: 'servicing',
        handlers: [answer(hideAccount)],
        route: '/myaccount/loanDetails/x',
        path: '/myaccount/loanDetails/*',
      });
      await userEvent.click(screen.getByRole('button', { name: 'Hide Account' }));
      expect(await screen.findByText(/contact us/)).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(3900));
      expect(onClose).not.toHaveBeenCalled();
      act(() => jest.advanceTimersByTime(200));
      await waitFor(() => expect(onClose).toHaveBeenCalled());
      expect(await screen.findByText('Elsewhere: /myaccount/dashboard')).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('tells every area the account is gone once hidden, and no area when the hide fails', async () => {
    for (const [handler, outcome, expected] of [
      [serverError(hideAccount, 500), /error occurred trying to hide/, []],
      [answer(hideAccount), /contact us/, ['account-hidden']],
    ] as const) {
      const { reasons: heard, stop } = heardAccountsChanges();
      const view = renderArea(<HideAccountDialog accountNumber={NUMBER} onClose={jest.fn()} />, {
        area: 'servicing',
        handlers: [handler],
      });
      await userEvent.click(screen.getByRole('button', { name: 'Hide Account' }));
      expect(await screen.findByText(outcome)).toBeInTheDocument();
      expect(heard).toEqual(expected);
      stop();
      view.unmount();
    }
  });
});
