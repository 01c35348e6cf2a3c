import { afterEach, describe, expect, it } from '@jest/globals';
import { getPortal, sessionFromLogin } from '@portal/shared-contracts';
import { institutionSettings } from '@portal/settings/application-options';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PROFILE_QUERY_KEY } from '../api/get-profile';
import type { ProfileData } from '../rules/profile-model';
import {
  alerts,
  fakeCalls,
  personalInfo,
  STATES,
  userInfo,
  WithCalls,
} from '../testing/profile-fixtures';
import ProfilePage from './profile-page';

function signIn(companyNumber: number, settings: Record<string, string> = {}) {
  const { store } = getPortal();
  store.getState().setOptions(
    institutionSettings({
      gassySettings: { shared: settings, english: {} },
      institutionOptions: {
        PasswordMinimumLength: 8,
        UserNameMinimumLength: 8,
        CdnFolder: '',
        Loan: { Office: 4, Account: 6, CheckDigit: 1 },
        Deposit: { Office: 4, Account: 6, CheckDigit: 1 },
      },
    }),
  );
  store
    .getState()
    .startSession(
      sessionFromLogin({ UserName: 'borrower1', UserToken: 'token', CompanyNumber: companyNumber }),
    );
}

function renderPage() {
  const client = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false } },
  });
  const data: ProfileData = {
    personalInfo: personalInfo(),
    userInfo: userInfo(),
    alerts: alerts(),
    states: STATES,
  };
  client.setQueryData(PROFILE_QUERY_KEY, data);
  render(
    <QueryClientProvider client={client}>
      <WithCalls calls={fakeCalls()}>
        <ProfilePage />
      </WithCalls>
    </QueryClientProvider>,
  );
}

const unsaved = () => getPortal().store.getState().unsavedChanges;

afterEach(() => getPortal().store.getState().endSession());

describe('ProfilePage', () => {
  it('sets the portal unsaved flag while any section differs, and clears it on Cancel', async () => {
    signIn(0);
    renderPage();
    expect(unsaved()).toBeNull();
    const personal = screen.getByRole('region', { name: 'Personal Information' });
    await userEvent.type(within(personal).getByLabelText('City'), 'x');
    expect(unsaved()).toEqual({ source: 'profile' });
    const notifications = screen.getByRole('region', { name: 'Notifications' });
    await userEvent.click(
      within(notifications).getByRole('checkbox', { name: 'You log on by email' }),
    );
    await userEvent.click(within(personal).getByRole('button', { name: 'Cancel' }));
    // Notifications are still unsaved.
    expect(unsaved()).toEqual({ source: 'profile' });
    await userEvent.click(within(notifications).getByRole('button', { name: 'Cancel' }));
    expect(unsaved()).toBeNull();
  });

  it.each([
    ['a personal user', 0, {}, ['User Information', 'Personal Information', 'Notifications']],
    [
      'a company user with personal information hidden for companies',
      7,
      { 'Profile.HidePersonalInformationForCompanyUsers': 'true' },
      ['User Information', 'Notifications'],
    ],
    [
      'a personal user with file services on',
      0,
      { 'Features.FileServices': 'true', 'Profile.HideNotifications': 'true' },
      ['User Information', 'Personal Information', 'Profile Documents'],
    ],
  ])('shows %s the right sections', (_, company, settings, headings) => {
    signIn(company, settings);
    renderPage();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(
      headings,
    );
  });
});
