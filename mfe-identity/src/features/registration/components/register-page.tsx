// home/register (spec 1 §2 Registration screen, §4 Registration, §8 creation errors).
import { getPortal } from '@portal/shared-contracts';
import { errorCodeOf } from '@portal/wire/api-result';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Link } from '@portal/ui/link';
import { Banner } from '../../../components/banner';
import { checkMaintenance } from '../../../lib/api/maintenance-mode';
import { neededAgreements } from '../../../lib/agreements/use-agreements';
import { BusinessDayGate } from '../../../components/business-day-gate';
import { useSettings } from '../../../lib/identity-settings';
import { presetQuestions } from '../../../lib/secret-questions';
import {
  createAccount,
  type LogonInfo,
  type PersonalInfo,
  type SecurityInfo,
} from '../api/registration-calls';
import { creationFailure } from '../rules/registration-failure';
import {
  nextSection,
  previousSection,
  type RegistrationSection,
} from '../rules/registration-sections';
import { registrationTabs } from '../rules/registration-tabs';
import { BreadcrumbTabs } from './breadcrumb-tabs';
import { REGISTRATION_PANEL_ID, tabId } from './registration-tab-ids';
import { EmailVerificationSection } from './email-verification-section';
import { LogonInfoSection } from './logon-info-section';
import { personalSettings } from '../rules/personal-settings';
import { PersonalInfoSection } from './personal-info-section';
import { SecuritySection, type SecuritySettings } from './security-section';
import { Redirect } from '../../../components/redirect';
import { cx, ui } from '@portal/ui/class-names';

const REGISTERED_MESSAGE = 'Your account has been registered.';
/** How long the success message shows before the automatic login. */
const AUTO_LOGIN_DELAY_MS = 1500;

const EMPTY_PERSON: PersonalInfo = {
  accountType: '',
  accountNumber: '',
  firstName: '',
  middleName: '',
  lastName: '',
  emailAddress: '',
  ssn: '',
  dateOfBirth: '',
  zip: '',
  phoneNumber: '',
};
const EMPTY_SECURITY: SecurityInfo = {
  placeOfBirth: '',
  driversLicense: '',
  mothersMaiden: '',
  secretQuestion: '',
  secretAnswer: '',
};

/** The anonymous id of this page session, sent with the registration code calls. */
function newAnonymousId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `anon-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

const LENGTHS_FALLBACK = { Office: 0, Account: 0, CheckDigit: 0 };

export default function RegisterPage() {
  const options = useSettings();
  if (options.flag('Features.SingleSignOn')) return <Redirect to="/home/login" />;
  return (
    <section className={cx(ui.card, ui.authCard)} aria-labelledby="register-heading">
      <h1 id="register-heading">Register</h1>
      <BusinessDayGate>{(today) => <Registration today={today} />}</BusinessDayGate>
    </section>
  );
}

/** today: the institution's business day ("yyyy-MM-dd") for the date of birth and agreements. */
function Registration({ today }: { today: string }) {
  const options = useSettings();
  const navigate = useNavigate();
  const [anonymousId] = useState(newAnonymousId);
  const [section, setSection] = useState<RegistrationSection>('personalInfo');
  const [person, setPerson] = useState<PersonalInfo>(EMPTY_PERSON);
  const [security, setSecurity] = useState<SecurityInfo>(EMPTY_SECURITY);
  const [verifiedEmail, setVerifiedEmail] = useState<string | null>(null);
  const [registrationToken, setRegistrationToken] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [registered, setRegistered] = useState<'ok' | 'restricted' | null>(null);
  const [progress, setProgress] = useState({ personalDone: false, securityDone: false });

  const settings = useMemo(() => personalSettings(options), [options]);
  const securitySettings: SecuritySettings = useMemo(
    () => ({
      placeOfBirth: options.flag('Registration.RequirePlaceOfBirth'),
      driversLicense: options.flag('Registration.RequireDriversLicense'),
      mothersMaiden: options.flag('Registration.RequireMothersMaiden'),
      secretQuestion: !options.flag('Features.RecoveryWithoutQuestion'),
      customQuestion: options.flag('Features.CustomSecurityQuestion'),
      questions: presetQuestions(options.text('Security.SecretQuestions')),
    }),
    [options],
  );
  const agreements = useMemo(
    () => neededAgreements(options, 'registration', [], today),
    [options, today],
  );
  const facts = {
    mfaOn: options.flag('Features.MfaRegistration'),
    // Changing the e-mail marks it unverified.
    emailVerified: verifiedEmail !== null && verifiedEmail === person.emailAddress,
    securityRequired: Object.values(securitySettings).slice(0, 4).some(Boolean),
  };

  // Each move checks maintenance first (a round trip): the borrower's last choice wins, not the
  // check that answers last. Choosing the section on screen cancels a move still checking.
  const latestMove = useRef(0);
  const goTo = async (target: RegistrationSection | null) => {
    if (!target) return;
    const move = ++latestMove.current;
    if (target === section) return;
    const maintenance = await checkMaintenance(getPortal().api);
    if (move !== latestMove.current) return;
    if (maintenance === 'on') {
      navigate('/home/login', { replace: true });
      return;
    }
    setError(null);
    setSection(target);
  };
  const cancel = () => navigate('/home/login');

  const creation = useMutation({
    mutationFn: (logon: LogonInfo) =>
      createAccount(getPortal().api, {
        person,
        security,
        logon,
        agreements,
        registrationToken,
        mfaSessionId: anonymousId,
      }),
  });
  const busy = creation.isPending;

  const register = async (logon: LogonInfo) => {
    setError(null);
    const result = await creation.mutateAsync(logon);
    const code = errorCodeOf(result);
    if (result.kind === 'ok' || code === 'Restricted') {
      setRegistered(result.kind === 'ok' ? 'ok' : 'restricted');
      if (result.kind === 'ok')
        setTimeout(
          () =>
            navigate('/home/login', {
              replace: true,
              state: { autoLogin: { username: logon.logonName, password: logon.password } },
            }),
          AUTO_LOGIN_DELAY_MS,
        );
    } else if (code === 'maintenanceModeEnabled') navigate('/home/login', { replace: true });
    // A failure without a code (no answer, a 5xx) is the generic Error.
    else setError(creationFailure(result.kind === 'refused' ? result.code : 'Error'));
  };

  // Leaving a section by its tab keeps what was last continued with; unsaved edits are dropped.
  const tabs = registrationTabs(facts, progress);
  const currentTab = tabs.find((tab) => tab.covers.includes(section));

  return (
    <>
      <BreadcrumbTabs tabs={tabs} current={section} onOpen={(target) => void goTo(target)} />
      <div
        role="tabpanel"
        id={REGISTRATION_PANEL_ID}
        aria-labelledby={currentTab ? tabId(currentTab) : undefined}
      >
        {error && <Banner kind="error">{error}</Banner>}
        {registered === 'ok' && <Banner kind="info">{REGISTERED_MESSAGE}</Banner>}
        {registered === 'restricted' && (
          <Banner kind="error">{creationFailure('Restricted')}</Banner>
        )}
        {!registered && section === 'personalInfo' && (
          <PersonalInfoSection
            settings={settings}
            lengths={{
              Loan: options.institution?.Loan ?? LENGTHS_FALLBACK,
              Deposit: options.institution?.Deposit ?? LENGTHS_FALLBACK,
            }}
            removeCheckDigit={options.flag('Registration.RemoveCheckDigit')}
            today={today}
            initial={person}
            onContinue={(values) => {
              setPerson(values);
              setProgress((current) => ({ ...current, personalDone: true }));
              const verified = verifiedEmail !== null && verifiedEmail === values.emailAddress;
              void goTo(nextSection('personalInfo', { ...facts, emailVerified: verified }));
            }}
            onCancel={cancel}
          />
        )}
        {!registered && section === 'emailVerification' && (
          <EmailVerificationSection
            person={person}
            anonymousId={anonymousId}
            onVerified={(token) => {
              setRegistrationToken(token);
              setVerifiedEmail(person.emailAddress);
              void goTo(nextSection('emailVerification', { ...facts, emailVerified: true }));
            }}
            onBack={() => void goTo(previousSection('emailVerification', facts))}
            onCancel={cancel}
          />
        )}
        {!registered && section === 'security' && (
          <SecuritySection
            settings={securitySettings}
            initial={security}
            onContinue={(values) => {
              setSecurity(values);
              setProgress((current) => ({ ...current, securityDone: true }));
              void goTo(nextSection('security', facts));
            }}
            onBack={() => void goTo(previousSection('security', facts))}
            onCancel={cancel}
          />
        )}
        {!registered && section === 'logonInfo' && (
          <LogonInfoSection
            person={person}
            agreements={agreements}
            busy={busy}
            onSubmit={(values) => void register(values)}
            onBack={() => void goTo(previousSection('logonInfo', facts))}
            onCancel={cancel}
          />
        )}
      </div>
      <p>
        <Link to="/home/login">Return to Login</Link>
      </p>
    </>
  );
}
