import { getPortal, usePortalState } from '@portal/shared-contracts';
import type { BannerCode } from '@portal/telemetry-contract/banner-codes';
import { credentialMaxLength } from '@portal/password-rules/password-limits';
import { hasOnlyAllowedTextCharacters } from '@portal/password-rules/logon-rules';
import { usePasswordRules } from '@portal/password-rules/use-password-rules';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { valueOrThrow } from '@portal/wire/api-result';
import { fetchProfile, PROFILE_QUERY_KEY } from '../api/get-profile';
import type { PersonalInfo, ProfileData, AlertPreferences, UserInfo } from '../rules/profile-model';
import { pageUnsaved } from '../rules/dirty';
import { parseHiddenCodes } from '../rules/messages';
import { notificationsCache, phoneOneOptedIn, textColumnState } from '../rules/notifications';
import { visibleSections } from '../rules/section-visibility';
import { NotificationsSection } from './notifications-section';
import { PersonalInfoSection } from './personal-info-section';
import { fetchPasswordValidationRules } from '@portal/password-rules/password-calls';
import { Spinner } from './spinner';
import { UserInfoSection } from './user-info-section';
import { cx, ui } from '@portal/ui/class-names';
import { useSettings } from '../../../lib/profile-settings';
import { lazyPart } from '@portal/ui/lazy-part';
import { preload } from '@portal/ui/load-on-intent';

// The documents block (its list, file types and uploads with their progress) shows only where
// file services are on: its code downloads there, with the profile, and nowhere else (issue 14).
const ProfileDocumentsSection = lazyPart(() =>
  import('./profile-documents-section').then((m) => m.ProfileDocumentsSection),
);

// The institution's rule list (server-rule mode), on the portal's API client.
const fetchServerRules = () => fetchPasswordValidationRules(getPortal().api);

type SectionName = 'userInformation' | 'personalInformation' | 'notifications';

/** The profile page (spec 1 §2 Profile page): its sections and the page-level unsaved flag. */
export default function ProfilePage() {
  const options = useSettings();
  const isPersonalUser = usePortalState((state) => state.session?.isPersonalUser ?? true);
  const queryClient = useQueryClient();
  const profile = useQuery({
    queryKey: PROFILE_QUERY_KEY,
    queryFn: () => fetchProfile(getPortal().api).then(valueOrThrow),
  });

  const [dirtySections, setDirtySections] = useState<Partial<Record<SectionName, boolean>>>({});
  const reporter = useCallback(
    (section: SectionName) => (dirty: boolean) =>
      setDirtySections((current) =>
        current[section] === dirty ? current : { ...current, [section]: dirty },
      ),
    [],
  );
  const reporters = useMemo(
    () => ({
      userInformation: reporter('userInformation'),
      personalInformation: reporter('personalInformation'),
      notifications: reporter('notifications'),
    }),
    [reporter],
  );
  const unsaved = pageUnsaved(dirtySections);
  // The shell's leave guard reads this flag from the portal store.
  useEffect(() => {
    getPortal()
      .store.getState()
      .setUnsavedChanges(unsaved ? { source: 'profile' } : null);
  }, [unsaved]);
  useEffect(() => () => getPortal().store.getState().setUnsavedChanges(null), []);

  const flag = options.flag;
  const sections = visibleSections(
    {
      hideUserInformation: flag('Profile.HideUserInformation'),
      hidePersonalInformation: flag('Profile.HidePersonalInformation'),
      hidePersonalInformationForCompanyUsers: flag(
        'Profile.HidePersonalInformationForCompanyUsers',
      ),
      hideNotifications: flag('Profile.HideNotifications'),
      hideProfileDocuments: flag('Profile.HideProfileDocuments'),
      fileServices: flag('Features.FileServices'),
    },
    isPersonalUser,
  );
  // Known from the settings, before the profile arrives: the block's code comes alongside.
  useEffect(() => {
    if (sections.profileDocuments) preload(ProfileDocumentsSection.preload);
  }, [sections.profileDocuments]);
  const { customerCredentials, rules: serverRules } = usePasswordRules(fetchServerRules);
  const rules = useMemo(
    () => ({
      userNameMinimumLength: options.institution?.UserNameMinimumLength ?? 8,
      // Spec 1 §5: the profile form falls back to 6 when the institution sends no minimum.
      passwordMinimumLength: options.institution?.PasswordMinimumLength ?? 6,
      maximumLength: credentialMaxLength(customerCredentials),
      serverRules,
    }),
    [options, customerCredentials, serverRules],
  );
  const hiddenCodes = useMemo(
    () => parseHiddenCodes(options.text('Profile.HiddenUserInfoErrors')),
    [options],
  );
  const questions = flag('Features.CustomSecurityQuestion')
    ? []
    : options
        .text('Profile.SecurityQuestions')
        .split('|')
        .map((question) => question.trim())
        .filter((question) => question !== '' && hasOnlyAllowedTextCharacters(question));

  const update = (patch: Partial<ProfileData>) =>
    queryClient.setQueryData<ProfileData>(PROFILE_QUERY_KEY, (current) =>
      current ? { ...current, ...patch } : current,
    );

  return (
    <div className="profile-page">
      <h1>Profile</h1>
      {profile.isPending && <Spinner size={24} label="Loading your profile…" />}
      {profile.isError && (
        <div
          className={cx(ui.banner, ui.bannerError)}
          role="alert"
          data-banner-code={'profile.load-failed' satisfies BannerCode}
        >
          Your profile could not be loaded. Please try again later.
        </div>
      )}
      {profile.isSuccess && (
        <>
          {sections.userInformation && (
            <UserInfoSection
              saved={profile.data.userInfo}
              rules={rules}
              hiddenCodes={hiddenCodes}
              questions={questions}
              onSaved={(userInfo: UserInfo) => update({ userInfo })}
              onDirtyChange={reporters.userInformation}
            />
          )}
          {sections.personalInformation && (
            <PersonalInfoSection
              saved={profile.data.personalInfo}
              states={profile.data.states}
              textOption={flag('Profile.TextMessages')}
              textingDialogs={flag('Profile.TextingSubscriptionDialogs')}
              onSaved={(personalInfo: PersonalInfo) => {
                // Without phone 1's opt-in, every text alert is cleared (spec 1 §4).
                const alerts = notificationsCache(profile.data.alerts, personalInfo);
                update({ personalInfo, alerts });
              }}
              onDirtyChange={reporters.personalInformation}
            />
          )}
          {sections.notifications && (
            <NotificationsSection
              // A new texting agreement (or its withdrawal) starts the table from the new saved copy.
              key={String(phoneOneOptedIn(profile.data.personalInfo))}
              saved={notificationsCache(profile.data.alerts, profile.data.personalInfo)}
              textColumn={textColumnState(flag('Profile.TextMessages'), profile.data.personalInfo)}
              onSaved={(alerts: AlertPreferences) => update({ alerts })}
              onDirtyChange={reporters.notifications}
            />
          )}
          {sections.profileDocuments && (
            <Suspense fallback={<Spinner size={24} label="Loading documents…" />}>
              <ProfileDocumentsSection />
            </Suspense>
          )}
        </>
      )}
    </div>
  );
}
