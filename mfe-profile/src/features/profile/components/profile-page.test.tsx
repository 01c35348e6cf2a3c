import { describe, expect, it } from '@jest/globals';
import { fileTypes } from '@portal/api-contract/servicing/documents';
import { getProfile } from '@portal/api-contract/profile/profile-data';
import { customerDocuments } from '@portal/api-contract/profile/profile-documents';
import { answer, serverError, type HttpHandler } from '@portal/area-testing/handlers';
import { renderArea, type RenderAreaOptions } from '@portal/area-testing/render-area';
import { screen, within } from '@testing-library/react';
import { wirePersonalInfo, wireUserInfo } from '../testing/profile-fixtures';
import ProfilePage from './profile-page';

// The profile as the back end sends it (spec 1 §3), nulls where the back end may send them.
const PROFILE = answer(getProfile, {
  PersonalInfo: wirePersonalInfo(),
  UserInfo: wireUserInfo(),
  UserAlertsInfo: {
    SequenceNumber: 1,
    TurnOffAllAlerts: false,
    AlertsAreDirty: false,
    EmailAlerts: { PasswordChanged: true, UserLogsOn: null },
    TextAlerts: {},
  },
  States: [
    { Value: 'IN', Description: 'Indiana' },
    { Value: 'MI', Description: 'Michigan' },
  ],
});

function renderPage(options: Partial<RenderAreaOptions> = {}, handlers: HttpHandler[] = [PROFILE]) {
  return renderArea(<ProfilePage />, { area: 'profile', handlers, ...options });
}

const headings = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);

describe('ProfilePage', () => {
  it('loads the profile and shows it in its sections', async () => {
    renderPage();
    const personal = await screen.findByRole('region', { name: 'Personal Information' });
    expect(within(personal).getByLabelText('Street address')).toHaveValue('418 Harbor View Rd');
    expect(within(personal).getByLabelText('State')).toHaveValue('MI');
    const user = screen.getByRole('region', { name: 'User Information' });
    expect(within(user).getByLabelText('E-mail address')).toHaveValue('alex.morgan@example.com');
    const notifications = screen.getByRole('region', { name: 'Notifications' });
    expect(
      within(notifications).getByRole('checkbox', { name: 'Your password changes by email' }),
    ).toBeChecked();
    expect(
      within(notifications).getByRole('checkbox', { name: 'You log on by email' }),
    ).not.toBeChecked();
  });

  it('says so when the profile cannot be loaded', async () => {
    renderPage({}, [serverError(getProfile, 502)]);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your profile could not be loaded. Please try again later.',
    );
  });

  it('sets the portal unsaved flag while any section differs, and clears it on Cancel', async () => {
    const { user, store } = renderPage();
    const unsaved = () => store.getState().unsavedChanges;
    const personal = await screen.findByRole('region', { name: 'Personal Information' });
    expect(unsaved()).toBeNull();
    await user.type(within(personal).getByLabelText('City'), 'x');
    expect(unsaved()).toEqual({ source: 'profile' });
    const notifications = screen.getByRole('region', { name: 'Notifications' });
    await user.click(within(notifications).getByRole('checkbox', { name: 'You log on by email' }));
    await user.click(within(personal).getByRole('button', { name: 'Cancel' }));
    // Notifications are still unsaved.
    expect(unsaved()).toEqual({ source: 'profile' });
    await user.click(within(notifications).getByRole('button', { name: 'Cancel' }));
    expect(unsaved()).toBeNull();
  });

  it.each<[string, RenderAreaOptions['session'], RenderAreaOptions['settings'], string[]]>([
    ['a personal user', {}, {}, ['User Information', 'Personal Information', 'Notifications']],
    [
      'a company user with personal information hidden for companies',
      { companyNumber: 7, isPersonalUser: false },
      { 'Profile.HidePersonalInformationForCompanyUsers': 'true' },
      ['User Information', 'Notifications'],
    ],
    [
      'a personal user with file services on',
      {},
      { 'Features.FileServices': 'true', 'Profile.HideNotifications': 'true' },
      ['User Information', 'Personal Information', 'Profile Documents'],
    ],
  ])('shows %s the right sections', async (_, session, settings, expected) => {
    renderPage({ session, settings }, [
      PROFILE,
      answer(customerDocuments, { Value: [] }),
      answer(fileTypes, { FileTypes: [] }),
    ]);
    // The documents block's code loads after the page's: wait for every section expected.
    for (const name of expected) await screen.findByRole('region', { name });
    expect(headings()).toEqual(expected);
  });
});
