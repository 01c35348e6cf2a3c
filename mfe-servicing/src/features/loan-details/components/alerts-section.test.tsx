import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { saveAlerts } from '@portal/api-contract/servicing/alerts-and-statements';
import { answer, refuse } from '@portal/area-testing/handlers';
import { renderArea } from '@portal/area-testing/render-area';
import type { AlertPreferences } from '../rules/alerts';
import { AlertsSection } from './alerts-section';

const off = { on: false, before: true, days: '' };
const NONE: AlertPreferences = {
  textDelinquent: false,
  textEstatement: false,
  emailDelinquent: false,
  emailEstatement: false,
  due: [off, off, off, off],
};

describe('alert days agree with the back end (spec 3 §5)', () => {
  it('takes the spec’s 20 characters for alert 3 but says the limit and does not save past 999', async () => {
    const view = renderArea(<AlertsSection accountNumber="00011002347" saved={NONE} />, {
      area: 'servicing',
      handlers: [answer(saveAlerts)],
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
    const [sent] = await view.received(saveAlerts);
    expect(sent?.body).toMatchObject({
      AccountNumber: '00011002347',
      EmailAlerts: { AlertLoanDueDate3Days: 999 },
    });
  });

  it("shows the back end's message when it refuses the alerts", async () => {
    renderArea(<AlertsSection accountNumber="00011002347" saved={NONE} />, {
      area: 'servicing',
      handlers: [refuse(saveAlerts, 'Days must be a number from 0 to 999.')],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Save Alerts' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Days must be a number from 0 to 999.',
    );
    expect(screen.queryByText('Alerts saved')).toBeNull();
  });
});
