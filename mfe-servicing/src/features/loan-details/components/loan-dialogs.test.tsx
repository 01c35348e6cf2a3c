import { describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateTime } from 'luxon';
import { fakeApi, renderPage } from '../../../testing/render-page';
import { HideAccountDialog } from './hide-account-dialog';
import { InsuranceDialog } from './insurance-dialog';
import { PayoffDialog } from './payoff-dialog';

const NUMBER = '00011002347';

describe('PayoffDialog', () => {
  it('rejects a date before today, and quotes a later date once per date', async () => {
    const { api, sent } = fakeApi({
      'GET PaymentInformation/GetPayOffQuote': {
        HasNoErrors: true,
        Errors: [],
        PayOffQuoteAmount: 12470.11,
      },
    });
    renderPage(<PayoffDialog accountNumber={NUMBER} onClose={() => undefined} />, { api });
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
    const calls = sent.filter((r) => r.path === 'PaymentInformation/GetPayOffQuote');
    expect(calls.map((r) => r.search.get('PayOffDate'))).toEqual([later.toFormat('yyyy-MM-dd')]);
  });

  it("defaults to the institution's business day and rejects the day before it, whatever the browser's clock says", async () => {
    const { api, sent } = fakeApi({
      'GET setup/BusinessDate': { BusinessDate: '2031-03-14T00:00:00', TimeZone: 'UTC' },
      'GET PaymentInformation/GetPayOffQuote': {
        HasNoErrors: true,
        Errors: [],
        PayOffQuoteAmount: 12470.11,
      },
    });
    renderPage(<PayoffDialog accountNumber={NUMBER} onClose={() => undefined} />, { api });
    const input = await screen.findByLabelText('Payoff date (MM/DD/YYYY)');
    expect(input).toHaveValue('03/14/2031');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('$12,470.11')).toBeInTheDocument();
    const calls = sent.filter((r) => r.path === 'PaymentInformation/GetPayOffQuote');
    expect(calls.map((r) => r.search.get('PayOffDate'))).toEqual(['2031-03-14']);

    await userEvent.clear(input);
    await userEvent.type(input, '03132031');
    expect(
      screen.getByText('Error Choosing Date. Please Choose a future date'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
  });

  it('shows the payoff error when the quote fails', async () => {
    const { api } = fakeApi({ 'GET PaymentInformation/GetPayOffQuote': { status: 500, body: {} } });
    renderPage(<PayoffDialog accountNumber={NUMBER} onClose={() => undefined} />, { api });
    await userEvent.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An error occurred when attempting to submit a payoff quote request.',
    );
  });
});

describe('InsuranceDialog', () => {
  it('lists insurance with the individual/joint column', async () => {
    const { api } = fakeApi({
      'POST Insurance/GetInsuranceInformation': {
        HasNoErrors: true,
        Errors: [],
        Insurances: [
          { Type: 'Credit Life', IsIndividual: 2, Premium: 12.5, CoverageAmount: 12450.32 },
        ],
      },
    });
    renderPage(
      <InsuranceDialog
        accountNumber={NUMBER}
        originalMaturityDate="2099-01-01T00:00:00"
        onClose={() => undefined}
      />,
      { api },
    );
    expect(await screen.findByText('Joint')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Insurance' })).toHaveTextContent('$12,450.32');
  });

  it("does not fetch once the loan has matured, and says 'No insurances found.'", async () => {
    const { api, sent } = fakeApi({});
    renderPage(
      <InsuranceDialog
        accountNumber={NUMBER}
        originalMaturityDate="2020-01-01T00:00:00"
        onClose={() => undefined}
      />,
      { api },
    );
    expect(await screen.findByText('No insurances found.')).toBeInTheDocument();
    expect(sent.filter((request) => request.path.startsWith('Insurance'))).toEqual([]);
  });
});

describe('HideAccountDialog', () => {
  it('hides the account, then closes after 4 seconds and goes to the dashboard', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    try {
      const onClose = jest.fn();
      const { api } = fakeApi({
        'POST Account/ShowHideAccount': { HasNoErrors: true, Errors: [] },
      });
      renderPage(<HideAccountDialog accountNumber={NUMBER} onClose={onClose} />, {
        api,
        path: '/myaccount/loanDetails/x',
        route: '/myaccount/loanDetails/*',
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
});
