import { describe, expect, it } from '@jest/globals';
import { loginHistory } from '@portal/api-contract/servicing/login-history';
import { answer, serverError } from '@portal/area-testing/handlers';
import { renderArea } from '@portal/area-testing/render-area';
import { screen, within } from '@testing-library/react';
import LoginHistoryPage from './login-history-page';

describe('LoginHistoryPage', () => {
  it('lists each login with its IP address', async () => {
    renderArea(<LoginHistoryPage signedIn />, {
      area: 'servicing',
      handlers: [
        answer(loginHistory, [
          { LoginDate: '2026-11-21T10:00:00.000Z', IPAddress: '203.0.113.24', EntryKey: 2 },
          { LoginDate: '2026-11-18T10:00:00.000Z', IPAddress: '198.51.100.7', EntryKey: 1 },
        ]),
      ],
    });
    const table = await screen.findByRole('table', { name: 'Previous logins' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(table).toHaveTextContent('203.0.113.24');
    expect(table).toHaveTextContent('11/21/2026');
  });

  it('says there is no previous login instead of an empty table', async () => {
    renderArea(<LoginHistoryPage signedIn />, {
      area: 'servicing',
      handlers: [answer(loginHistory, [])],
    });
    expect(await screen.findByText('No previous logins to show.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says it cannot get the history when the call fails', async () => {
    renderArea(<LoginHistoryPage signedIn />, {
      area: 'servicing',
      handlers: [serverError(loginHistory, 500)],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Cannot Get Login History.');
  });
});
