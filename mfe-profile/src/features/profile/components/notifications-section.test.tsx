import { describe, expect, it } from '@jest/globals';
import { updateNotifications } from '@portal/api-contract/profile/profile-updates';
import { answer, networkFailure, type HttpHandler } from '@portal/area-testing/handlers';
import { renderArea } from '@portal/area-testing/render-area';
import { screen, within } from '@testing-library/react';
import type { TextColumnState } from '../rules/notifications';
import { alerts } from '../testing/profile-fixtures';
import { NotificationsSection } from './notifications-section';

function renderSection(handlers: HttpHandler[] = [], textColumn: TextColumnState = 'enabled') {
  const view = renderArea(
    <NotificationsSection
      saved={alerts()}
      textColumn={textColumn}
      onSaved={() => undefined}
      onDirtyChange={() => undefined}
    />,
    { area: 'profile', handlers },
  );
  return { ...view, section: screen.getByRole('region', { name: 'Notifications' }) };
}

describe('NotificationsSection', () => {
  it('has Email and Text columns; only e-mail has the e-mail opt-in row', () => {
    const { section } = renderSection();
    const table = within(section).getByRole('table', { name: 'Notification preferences' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Alert', 'Email', 'Text']);
    expect(within(table).getAllByRole('checkbox', { name: /by email$/ })).toHaveLength(11);
    expect(within(table).getAllByRole('checkbox', { name: /by text$/ })).toHaveLength(10);
    expect(
      within(table).queryByRole('checkbox', { name: 'Receive e-mail alerts by text' }),
    ).toBeNull();
  });

  it.each([
    ['hidden', 0, false, null],
    ['no-phone', 10, true, 'No phone number is listed, so text alerts cannot be sent.'],
    [
      'not-agreed',
      10,
      true,
      'To choose text alerts, turn on text messages for your first phone number and agree to the texting terms.',
    ],
    ['enabled', 10, false, null],
  ] as const)(
    'text column %s: %d toggles, disabled %p, notice %p',
    (state, count, disabled, notice) => {
      const { section } = renderSection([], state);
      const toggles = within(section).queryAllByRole('checkbox', { name: /by text$/ });
      expect(toggles).toHaveLength(count);
      toggles.forEach((toggle) =>
        disabled ? expect(toggle).toBeDisabled() : expect(toggle).toBeEnabled(),
      );
      if (notice) expect(within(section).getByText(notice)).toBeInTheDocument();
    },
  );

  it('saves the table with upper-camel keys and AlertsAreDirty; a failure says Error', async () => {
    const { section, user, server, received } = renderSection([
      networkFailure(updateNotifications),
    ]);
    await user.click(within(section).getByRole('checkbox', { name: 'You log on by text' }));
    await user.click(within(section).getByRole('button', { name: 'Save' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent(/^Error$/);
    // The back end answers with what it saved (the next sequence number).
    server.use(
      answer(updateNotifications, ({ input }) => {
        const sent = input['UserAlertsInfo'] as {
          EmailAlerts: Record<string, boolean>;
          TextAlerts: Record<string, boolean>;
        };
        return { UserAlertsInfo: { ...sent, SequenceNumber: 2 } };
      }),
    );
    await user.click(within(section).getByRole('button', { name: 'Save' }));
    expect(await within(section).findByText('Saved')).toBeInTheDocument();
    const sent = (await received(updateNotifications)).at(-1)?.body as {
      UserAlertsInfo: Record<string, unknown>;
    };
    expect(sent.UserAlertsInfo).toMatchObject({
      SequenceNumber: 1,
      AlertsAreDirty: true,
      TextAlerts: { UserLogsOn: true },
      EmailAlerts: { PasswordChanged: true, OptInOutEmailAlerts: false },
    });
    expect(within(section).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });
});
