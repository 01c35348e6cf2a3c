import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderPage } from '../../../testing/render-page';
import { preferencesFromWire } from '../api/alert-preferences-wire';
import { AlertsSection } from './alerts-section';

describe('alert days agree with the back end (spec 3 §5)', () => {
  it('takes the spec’s 20 characters for alert 3 but says the limit and does not save past 999', async () => {
    const { api, sent } = fakeApi({ 'POST AccountAlerts': { HasNoErrors: true, Errors: [] } });
    renderPage(<AlertsSection accountNumber="00011002347" saved={preferencesFromWire(null)} />, {
      api,
    });
    const days = screen.getByRole('textbox', { name: 'Days for alert 3' });
    await userEvent.type(days, '12345678901234567890');
    expect(days).toHaveValue('12345678901234567890');
    expect(days).toHaveAccessibleDescription('Days must be a number from 0 to 999.');
    expect(screen.getByRole('button', { name: 'Save Alerts' })).toBeDisabled();

    await userEvent.clear(days);
    await userEvent.type(days, '999');
    expect(screen.queryByText('Days must be a number from 0 to 999.')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Save Alerts' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Alerts saved');
    expect(sent.find((request) => request.path === 'AccountAlerts')?.body).toMatchObject({
      EmailAlerts: { AlertLoanDueDate3Days: 999 },
    });
  });
});
