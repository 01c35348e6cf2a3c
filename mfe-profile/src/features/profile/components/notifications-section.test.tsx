import { describe, expect, it, jest } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProfileCalls } from '../hooks/use-profile-calls';
import type { TextColumnState } from '../rules/notifications';
import { alerts, fakeCalls, WithCalls } from '../testing/profile-fixtures';
import { NotificationsSection } from './notifications-section';

function renderSection(calls: ProfileCalls, textColumn: TextColumnState = 'enabled') {
  render(
    <WithCalls calls={calls}>
      <NotificationsSection
        saved={alerts()}
        textColumn={textColumn}
        onSaved={() => undefined}
        onDirtyChange={() => undefined}
      />
    </WithCalls>,
  );
  return screen.getByRole('region', { name: 'Notifications' });
}

describe('NotificationsSection', () => {
  it('has Email and Text columns; only e-mail has the e-mail opt-in row', () => {
    const section = renderSection(fakeCalls());
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
      const section = renderSection(fakeCalls(), state);
      const toggles = within(section).queryAllByRole('checkbox', { name: /by text$/ });
      expect(toggles).toHaveLength(count);
      toggles.forEach((toggle) =>
        disabled ? expect(toggle).toBeDisabled() : expect(toggle).toBeEnabled(),
      );
      if (notice) expect(within(section).getByText(notice)).toBeInTheDocument();
    },
  );

  it('saves the table with upper-camel keys; a failure says Error', async () => {
    const updateNotifications = jest
      .fn<ProfileCalls['updateNotifications']>()
      .mockResolvedValueOnce({
        kind: 'unavailable' as const,
        reason: 'network' as const,
        status: 0,
      })
      .mockImplementationOnce(async (value) => ({ kind: 'ok', value }));
    const section = renderSection(fakeCalls({ updateNotifications }));
    await userEvent.click(within(section).getByRole('checkbox', { name: 'You log on by text' }));
    await userEvent.click(within(section).getByRole('button', { name: 'Save' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent(/^Error$/);
    await userEvent.click(within(section).getByRole('button', { name: 'Save' }));
    expect(await within(section).findByText('Saved')).toBeInTheDocument();
    const sent = updateNotifications.mock.calls[1]?.[0];
    expect(sent?.textAlerts.userLogsOn).toBe(true);
    expect(sent?.emailAlerts.passwordChanged).toBe(true);
  });
});
