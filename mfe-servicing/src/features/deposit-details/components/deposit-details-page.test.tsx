import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { accountList } from '@portal/api-contract/payments/account-list';
import { answer } from '@portal/area-testing/handlers';
import { renderArea } from '@portal/area-testing/render-area';
import DepositDetailsPage from './deposit-details-page';

const list = {
  Accounts: [
    {
      Number: '00015001126',
      Description: 'Savings',
      Type: 1,
      Balance: 5320.18,
      AvailableBalance: 5320.18,
      Rate: 0.45,
      Comment: 'nox$',
    },
    { Number: '00011002347', Description: 'Auto Loan', Type: 0 },
  ],
};

const open = (number: string) =>
  renderArea(<DepositDetailsPage signedIn />, {
    area: 'servicing',
    handlers: [answer(accountList, list)],
    route: `/deposits/depositDetails/${number}`,
    path: '/deposits/*',
  });

describe('DepositDetailsPage', () => {
  it('shows the deposit without its check digit, with balance and rate, and blanks nox$', async () => {
    open('00015001126');
    expect(await screen.findByText('Savings 0001500112')).toBeInTheDocument();
    expect(screen.getAllByText('$5,320.18')).toHaveLength(2);
    expect(screen.getByText('0.45%')).toBeInTheDocument();
    expect(screen.queryByText('nox$')).not.toBeInTheDocument();
  });

  it('refuses a loan number with the account error', async () => {
    open('00011002347');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An error occurred trying to retrieve account information.',
    );
  });
});
