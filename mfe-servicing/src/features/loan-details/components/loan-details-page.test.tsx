import { describe, expect, it, jest } from '@jest/globals';
import { getPortal } from '@portal/shared-contracts';
import { pageErrorOf } from '@portal/area-kit/page-error-state';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accountDetails } from '@portal/api-contract/servicing/account-details';
import {
  accountHistory,
  historyDownloadToken,
} from '@portal/api-contract/servicing/account-history';
import { saveAlerts, statementList } from '@portal/api-contract/servicing/alerts-and-statements';
import { branchByNumber } from '@portal/api-contract/servicing/branches';
import { accountList } from '@portal/api-contract/payments/account-list';
import { updateAddress } from '@portal/api-contract/servicing/loan-address';
import { answer, refuse, serverError, type HttpHandler } from '@portal/area-testing/handlers';
import { renderArea } from '@portal/area-testing/render-area';
import LoanDetailsPage from './loan-details-page';

const NUMBER = '00011002347';

const information = (overrides: Record<string, unknown> = {}) => ({
  AccountNumber: NUMBER,
  Name: 'ALEX MORGAN',
  Address: { Address1: '418 Harbor View Rd', City: 'Lakeside', State: 'MI', ZipCode: '49116' },
  NextPaymentDate: '0001-01-01T00:00:00',
  NextPaymentAmount: 389.17,
  InterestRate: 5.49,
  CurrentYearToDateInterest: 412.56,
  AvailableCredit: 0,
  LoanOriginationDate: '2024-08-24T00:00:00',
  LateChargesDue: 25,
  TotalLoanFees: 45,
  OriginalMaturityDate: '2029-08-24T00:00:00',
  LastPaymentDate: '2026-11-15T00:00:00',
  LastPaymentAmount: 389.17,
  LastYearToDateInterest: 803.91,
  DaysSinceOpened: 820,
  PaymentInformation: {
    TotalAmountDue: 389.17,
    RecurringPayment: {
      Id: 1,
      Amount: 389.17,
      Frequency: 'Monthly',
      NextPaymentDate: '2026-12-15T00:00:00',
      IsCard: false,
      LastFour: '4321',
    },
    DefaultPaymentMethod: { IsCard: false, LastFour: '4321' },
    ScheduledPayments: [],
  },
  ...overrides,
});

const history = [
  {
    TransactionDate: '2026-11-15T00:00:00',
    TransactionTime: '09:15:00',
    TransactionDescription: 'Payment - Thank you',
    PrincipalAmount: 332.21,
    InterestAmount: 56.96,
    OtherAmount: 0,
    TotalPaymentAmount: 389.17,
    RunningPrincipalBalance: 12450.32,
  },
  {
    TransactionDate: '2026-10-17T00:00:00',
    TransactionTime: '14:02:00',
    TransactionDescription: 'Late charge assessed',
    PrincipalAmount: 0,
    InterestAmount: 0,
    OtherAmount: 25,
    TotalPaymentAmount: 25,
    RunningPrincipalBalance: 12782.53,
  },
];

/** The loan page's back end; `overrides` answer before the defaults. */
function backEnd(overrides: HttpHandler[] = [], comment = ''): HttpHandler[] {
  return [
    ...overrides,
    answer(accountDetails, {
      StatementFormat: 'PaperOnly',
      Alerts: null,
      Information: information(),
    }),
    answer(accountList, {
      Accounts: [
        { Number: NUMBER, Description: 'Auto Loan', Type: 0, Comment: comment, Balance: 12450.32 },
      ],
    }),
    answer(branchByNumber, {
      BranchName: 'Lakeside Main Office',
      StreetAddress: '200 Lake St',
      City: 'Lakeside',
      State: 'MI',
      Zip: '49116',
      PhoneNumber: '2695550100',
      Latitude: 41.8,
      Longitude: -86.6,
    }),
    answer(accountHistory, { List: history }),
    answer(statementList, { StatementList: [] }),
  ];
}

/** Types the address that each test's updateAddress answer sends back. */
async function typeHollandAddress() {
  for (const [label, value] of [
    ['Street', '12 Pier Rd'],
    ['City', 'Holland'],
    ['Zip', '49423'],
  ] as const) {
    await userEvent.clear(screen.getByLabelText(label));
    await userEvent.type(screen.getByLabelText(label), value);
  }
}

const open = (handlers: HttpHandler[]) =>
  renderArea(<LoanDetailsPage signedIn />, {
    area: 'servicing',
    handlers,
    route: `/myaccount/loanDetails/${NUMBER}`,
    path: '/myaccount/loanDetails/*',
  });

describe('LoanDetailsPage', () => {
  it('shows the information block with branch links and the figures', async () => {
    const view = open(backEnd());
    expect(await screen.findByText('0001100234')).toBeInTheDocument();
    expect(screen.getByText('Misc Fees').nextSibling).toHaveTextContent('$20.00');
    expect(screen.getByText('Next Payment Due').nextSibling).toHaveTextContent('None');
    expect(screen.getByText('Interest Rate').nextSibling).toHaveTextContent('5.49%');
    expect(await screen.findByRole('link', { name: '(269) 555-0100' })).toHaveAttribute(
      'href',
      'tel:2695550100',
    );
    expect(screen.getByRole('link', { name: /200 Lake St/ }).getAttribute('href')).toContain(
      '41.8%2C-86.6',
    );
    const [branch] = await view.received(branchByNumber);
    expect(branch?.search.get('branchNumber')).toBe('0001');
    expect(screen.getByRole('heading', { name: 'Recurring Payment' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Scheduled Payments' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('opens with the next payment, the balance and Make Payment on this loan, before the address', async () => {
    open(backEnd());
    const money = await screen.findByRole('region', { name: 'Next Payment' });
    expect(within(money).getByText('Payment Amount').nextSibling).toHaveTextContent('$389.17');
    expect(within(money).getByText('Next Payment Due').nextSibling).toHaveTextContent('None');
    expect(await within(money).findByText('$12,450.32')).toBeInTheDocument();
    expect(within(money).getByRole('link', { name: 'Make Payment' })).toHaveAttribute(
      'href',
      `/myaccount/payment/${NUMBER}`,
    );
    const street = screen.getByLabelText('Street');
    expect(money.compareDocumentPosition(street) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('edits the address: Save/Cancel only when dirty, unsaved flag, checkmark for 3 seconds', async () => {
    const view = open(
      backEnd([
        answer(updateAddress, {
          Address: { Address1: '12 Pier Rd', City: 'Holland', State: 'MI', ZipCode: '49423' },
        }),
      ]),
    );
    const street = await screen.findByLabelText('Street');
    await userEvent.clear(street);
    await userEvent.type(street, '12 <Pier> Rd');
    expect(street).toHaveValue('12 Pier Rd');
    expect(getPortal().store.getState().unsavedChanges).toEqual({ source: 'loanDetails' });
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(street).toHaveValue('418 Harbor View Rd');
    expect(getPortal().store.getState().unsavedChanges).toBeNull();

    await typeHollandAddress();
    jest.useFakeTimers({ advanceTimers: true });
    try {
      await userEvent.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('✓ Changes saved')).toBeInTheDocument();
      const [saved] = await view.received(updateAddress);
      expect(saved?.body).toEqual({
        AccountNumber: NUMBER,
        Address: { Address1: '12 Pier Rd', City: 'Holland', State: 'MI', ZipCode: '49423' },
      });
      expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
      await waitFor(() => expect(getPortal().store.getState().unsavedChanges).toBeNull());
      act(() => jest.advanceTimersByTime(3000));
      expect(screen.queryByText('✓ Changes saved')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows the field messages and disables Save while invalid', async () => {
    open(backEnd());
    const zip = await screen.findByLabelText('Zip');
    await userEvent.clear(zip);
    await userEvent.type(zip, '49a1');
    expect(zip).toHaveValue('491');
    expect(await screen.findByText('Zip code must be 5 digits')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Street'));
    expect(await screen.findByText('You must enter an address')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Was unable to save changes, please correct errors first.',
    );
  });

  it('a save while invalid focuses the first refused field; Cancel takes the messages away', async () => {
    open(backEnd());
    const city = await screen.findByLabelText('City');
    await userEvent.clear(city);
    await userEvent.clear(screen.getByLabelText('Zip'));
    expect(screen.getByText('You must enter a zip code')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Street'), '{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Was unable to save changes, please correct errors first.',
    );
    expect(city).toHaveFocus();
    expect(city).toHaveAccessibleDescription('You must enter a city');

    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(city).toHaveValue('Lakeside');
    expect(screen.queryByText('You must enter a city')).not.toBeInTheDocument();
    expect(screen.queryByText('You must enter a zip code')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the server message for a zip/city mismatch and keeps the edit', async () => {
    open(backEnd([refuse(updateAddress, 'City is not found within the specified zip code.')]));
    const city = await screen.findByLabelText('City');
    await userEvent.clear(city);
    await userEvent.type(city, 'Chicago');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'City is not found within the specified zip code.',
    );
    expect(city).toHaveValue('Chicago');
  });

  it('disables the address and hides Make Payment and alerts for a closed loan', async () => {
    open(backEnd([], 'CLOSED 03/01/2024'));
    expect(await screen.findByText('(Closed)')).toBeInTheDocument();
    expect(screen.getByLabelText('Street')).toBeDisabled();
    expect(screen.queryByRole('link', { name: 'Make Payment' })).not.toBeInTheDocument();
  });

  it('sorts history and switches to 90 days', async () => {
    const view = open(backEnd());
    const days = async () => (await view.received(accountHistory)).map((r) => r.search.get('days'));
    const table = await screen.findByRole('table', { name: 'Loan history' });
    const firstCell = () => within(table).getAllByRole('row')[1]?.querySelector('td');
    expect(firstCell()).toHaveTextContent('11/15/2026');
    await userEvent.click(within(table).getByRole('button', { name: /Date/ }));
    expect(firstCell()).toHaveTextContent('10/17/2026');
    expect(within(table).getByRole('columnheader', { name: /Date/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await userEvent.click(screen.getByLabelText('90 days'));
    await waitFor(async () => expect(await days()).toEqual(['30', '90']));
    await userEvent.click(screen.getByLabelText('All'));
    await waitFor(async () => expect((await days()).at(-1)).toBe('820'));
  });

  it('downloads the CSV through the token flow in a new window', async () => {
    const opened = jest.spyOn(window, 'open').mockImplementation(() => null);
    const view = open(backEnd([answer(historyDownloadToken, 'tok123')]));
    await userEvent.click(await screen.findByRole('button', { name: 'Download CSV' }));
    await waitFor(() =>
      expect(opened).toHaveBeenCalledWith(
        '/api/AccountHistory/DownloadAccountHistory?token=tok123',
        '_blank',
        'noopener',
      ),
    );
    const [asked] = await view.received(historyDownloadToken);
    expect(asked?.body).toEqual({
      AccountNumber: NUMBER,
      DaysOfHistory: 30,
      DownloadType: 0,
    });
  });

  it("says 'No account history found.' for an empty history, and the error for a failure", async () => {
    const empty = open(backEnd([answer(accountHistory, { List: [] })]));
    expect(await screen.findByText('No account history found.')).toBeInTheDocument();
    empty.unmount();
    open(backEnd([serverError(accountHistory, 500)]));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An error occurred trying to retrieve the account history.',
    );
  });

  it('shows the account load flags Information carries (spec 2 §7, spec 3 §8)', async () => {
    open(
      backEnd([
        answer(accountDetails, {
          StatementFormat: 'PaperOnly',
          Alerts: null,
          Information: information({
            HasNoErrors: false,
            Errors: [{ ErrorMessage: 'LoanLockedPayoff' }, { ErrorMessage: 'NoAchPayment' }],
          }),
        }),
      ]),
    );
    expect(await screen.findByText('Account loan is locked for pay off.')).toBeInTheDocument();
    expect(screen.getByText('Security does not allow online ACH payments.')).toBeInTheDocument();
    expect(screen.getByText('0001100234')).toBeInTheDocument();
  });

  it('shows what was saved when the borrower comes back while the details are cached', async () => {
    const view = open(
      backEnd([
        answer(updateAddress, {
          Address: { Address1: '12 Pier Rd', City: 'Holland', State: 'MI', ZipCode: '49423' },
        }),
        answer(saveAlerts),
      ]),
    );
    await screen.findByLabelText('Street');
    await typeHollandAddress();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('✓ Changes saved')).toBeInTheDocument();
    const delinquent = { name: 'Text me when my loan is delinquent' };
    await userEvent.click(screen.getByRole('checkbox', delinquent));
    await userEvent.click(screen.getByRole('button', { name: 'Save Alerts' }));
    expect(await screen.findByText('✓ Alerts saved')).toBeInTheDocument();

    await act(() => view.router.navigate('/myaccount/dashboard'));
    expect(await screen.findByText('Elsewhere: /myaccount/dashboard')).toBeInTheDocument();
    await act(() => view.router.navigate(`/myaccount/loanDetails/${NUMBER}`));
    expect(await screen.findByLabelText('Street')).toHaveValue('12 Pier Rd');
    expect(screen.getByLabelText('City')).toHaveValue('Holland');
    expect(screen.getByRole('checkbox', delinquent)).toBeChecked();
    // From the cache: the page did not ask again.
    expect(await view.received(accountDetails)).toHaveLength(1);
  });

  it('goes to the dashboard with the page error when loading fails', async () => {
    open(backEnd([serverError(accountDetails, 500)]));
    expect(await screen.findByText('Elsewhere: /myaccount/dashboard')).toBeInTheDocument();
    // The banner travels with the redirect: set in the store first, the redirect cleared it.
    expect(pageErrorOf(JSON.parse(screen.getByTestId('location-state').textContent ?? ''))).toBe(
      'An error occurred while trying to load that page.',
    );
  });
});
