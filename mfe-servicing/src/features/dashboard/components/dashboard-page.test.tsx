import { describe, expect, it, jest } from '@jest/globals';
import { provideDialogs, type ShellNotice } from '@portal/shared-contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { applicationList } from '@portal/api-contract/servicing/applications';
import { accountList } from '@portal/api-contract/payments/account-list';
import { answer, refuse, serverError, type HttpHandler } from '@portal/area-testing/handlers';
import { renderArea } from '@portal/area-testing/render-area';
import DashboardPage from './dashboard-page';

const account = (overrides: Record<string, unknown>) => ({
  Number: '00011002347',
  Description: 'Auto Loan',
  Type: 0,
  Balance: 12450.32,
  AvailableBalance: 0,
  Comment: '',
  Status: '',
  Rate: 5.49,
  LoanDueDate: '2026-12-15T00:00:00',
  LoanAmountDue: 389.17,
  LoanPastDue: 0,
  MonthlyInstallment: 389.17,
  FeesDue: 0,
  StatementPreference: 'PaperOnly',
  NameOnAcct: '',
  ...overrides,
});

// The first test also loads the page's modules; a busy machine can take over a second.
const LOADED = { timeout: 5_000 };

const noApplications = answer(applicationList, { Applications: [] });
const routes = (accounts: ReturnType<typeof account>[]): HttpHandler[] => [
  answer(accountList, { Accounts: accounts }),
  noApplications,
];

describe('DashboardPage', () => {
  it('lists accounts by type, hides closed ones behind the toggle and clears their due date', async () => {
    renderArea(<DashboardPage signedIn />, {
      area: 'servicing',
      handlers: routes([
        account({}),
        account({ Number: '00011001992', Description: 'Boat Loan', Comment: 'CLOSED 03/01/2024' }),
        account({ Number: '00015001126', Description: 'Savings', Type: 1, Rate: 0.45 }),
        account({
          Number: '00021003051',
          Description: 'Old Auto',
          LoanPastDue: 125.5,
          Status: 'Past Due',
        }),
      ]),
    });
    const loans = await screen.findByRole('table', { name: 'Loan Accounts' }, LOADED);
    expect(within(loans).getByRole('link', { name: 'Auto Loan 0001100234' })).toHaveAttribute(
      'href',
      '/myaccount/loanDetails/00011002347',
    );
    expect(within(loans).getAllByText('5.49%')).toHaveLength(2);
    expect(within(loans).getAllByText('Current')).toHaveLength(1);
    expect(within(loans).getByText('Past Due').closest('tr')).toHaveClass(
      'servicing-row--past-due',
    );
    expect(screen.getByRole('table', { name: 'Deposit Accounts' })).toHaveTextContent('0.45%');
    expect(screen.queryByText(/Boat Loan/)).not.toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Investment Accounts' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByLabelText('Show closed accounts'));
    const boat = within(loans)
      .getByText(/Boat Loan/)
      .closest('tr');
    expect(boat).toHaveClass('servicing-row--closed');
    expect(boat).toHaveTextContent('Closed');
    expect(boat).not.toHaveTextContent('12/');
  });

  it('shows each open loan’s payment due first, soonest first, each with its own Make Payment', async () => {
    renderArea(<DashboardPage signedIn />, {
      area: 'servicing',
      handlers: routes([
        account({}),
        account({ Number: '00015001126', Description: 'Savings', Type: 1 }),
        account({
          Number: '00021003051',
          Description: 'Old Auto',
          LoanDueDate: '2026-11-20T00:00:00',
          LoanAmountDue: 512.4,
          LoanPastDue: 125.5,
        }),
        account({ Number: '00011001992', Description: 'Boat Loan', Comment: 'CLOSED 03/01/2024' }),
      ]),
    });
    const due = await screen.findByRole('region', { name: 'Payments Due' }, LOADED);
    const cards = within(due).getAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Old Auto 0002100305',
      'Auto Loan 0001100234',
    ]);
    expect(cards[0]).toHaveTextContent('Amount Due$512.40Due Date11/20/2026Past Due$125.50');
    expect(cards[1]).toHaveTextContent('Amount Due$389.17Due Date12/15/2026');
    expect(within(due).getByRole('link', { name: 'Make Payment for 0001100234' })).toHaveAttribute(
      'href',
      '/myaccount/payment/00011002347',
    );
    // Balances and rates come after what is due.
    const loans = screen.getByRole('table', { name: 'Loan Accounts' });
    expect(due.compareDocumentPosition(loans) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("says 'No open accounts.' when every account is closed and the toggle is off", async () => {
    renderArea(<DashboardPage signedIn />, {
      area: 'servicing',
      handlers: routes([account({ Comment: 'CLOSED 01/01/2024' })]),
    });
    expect(await screen.findByText('No open accounts.')).toBeInTheDocument();
  });

  it("says 'No Existing Accounts' for an empty list, and hides Make Payment", async () => {
    renderArea(<DashboardPage signedIn />, { area: 'servicing', handlers: routes([]) });
    expect(await screen.findByText('No Existing Accounts')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Make Payment' })).not.toBeInTheDocument();
  });

  it('shows the account list error when the call fails', async () => {
    renderArea(<DashboardPage signedIn />, {
      area: 'servicing',
      handlers: [serverError(accountList, 500), noApplications],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An error occurred trying to retrieve the account list.',
    );
  });

  it('shows Make Payment for loans unless EZPay is disabled, which also blocks loan details', async () => {
    renderArea(<DashboardPage signedIn />, { area: 'servicing', handlers: routes([account({})]) });
    expect(await screen.findByRole('button', { name: 'Make Payment' })).toBeInTheDocument();
  });

  it('blocks loan details and Make Payment when disableEZPayOption is set', async () => {
    renderArea(<DashboardPage signedIn />, {
      area: 'servicing',
      handlers: routes([account({})]),
      settings: { 'Payments.DisableEZPayOption': 'true' },
    });
    const loans = await screen.findByRole('table', { name: 'Loan Accounts' });
    expect(within(loans).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Make Payment' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Make Payment/ })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Payments Due' })).toHaveTextContent('$389.17');
  });

  it('warns a user without an e-mail address and links the previous login to the history', async () => {
    renderArea(<DashboardPage signedIn />, {
      area: 'servicing',
      handlers: routes([account({})]),
      session: { emailAddress: '', hasEmailAddress: false },
      settings: { 'Dashboard.InfoText': '<b>Info</b><img src=x onerror="alert(1)">' },
    });
    expect(
      await screen.findByText(/open the Profile tab and add a valid e-mail address/),
    ).toBeInTheDocument();
    expect(screen.getByText('Info').tagName).toBe('B');
    expect(document.querySelector('[onerror]')).toBeNull();
    // Below the account list, so it shows once the list has its size (no layout shift).
    expect(
      await screen.findByRole('link', { name: 'Previous login 11/20/2026 from 203.0.113.24' }),
    ).toHaveAttribute('href', '/myaccount/loginHistory');
  });

  it('lists applications and passes the row to the details page', async () => {
    renderArea(<DashboardPage signedIn />, {
      area: 'servicing',
      route: '/myaccount/dashboard',
      path: '/myaccount/dashboard',
      handlers: [
        answer(applicationList, {
          Applications: [
            {
              ApplicationNumber: '20250101',
              Status: 'In Review',
              AmountRequested: 15000,
              AmountApproved: 0,
              LastModified: '2026-11-19T10:00:00.000Z',
              Office: '0001',
              FundsExpected: '0001-01-01T00:00:00',
            },
          ],
        }),
        ...routes([account({})]),
      ],
    });
    await userEvent.click(await screen.findByRole('link', { name: '20250101' }));
    expect(
      await screen.findByText('Elsewhere: /myaccount/applicationdetails/20250101'),
    ).toBeInTheDocument();
    expect(JSON.parse(screen.getByTestId('location-state').textContent ?? '')).toMatchObject({
      '20250101': { status: 'In Review', fundsExpected: null },
    });
  });

  it("says 'No applications found.' for none", async () => {
    renderArea(<DashboardPage signedIn />, { area: 'servicing', handlers: routes([account({})]) });
    expect(await screen.findByText('No applications found.')).toBeInTheDocument();
  });

  it("shows the back end's message when it refuses the account list", async () => {
    renderArea(<DashboardPage signedIn />, {
      area: 'servicing',
      handlers: [refuse(accountList, 'Accounts are unavailable until 6 AM.'), noApplications],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Accounts are unavailable until 6 AM.',
    );
  });
});

describe('Apply for a loan', () => {
  it("opens the shell's one apply-for-loan notice, not a dialog of its own", async () => {
    const showNotice = jest.fn(async (_notice: ShellNotice) => true);
    const confirm = jest.fn(async () => true);
    provideDialogs({ confirm, showAgreeText: async () => undefined, showNotice });
    renderArea(<DashboardPage signedIn />, {
      area: 'servicing',
      handlers: routes([account({})]),
      settings: { 'Features.LoanApplication': 'true' },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Apply for a loan' }));
    expect(showNotice).toHaveBeenCalledWith('applyForLoan');
    expect(confirm).not.toHaveBeenCalled();
  });
});
