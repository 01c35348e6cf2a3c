import { getProfile as profileEndpoint } from '@portal/api-contract/profile/profile-data';
import {
  agreeToTexting as agreementEndpoint,
  updateNotifications as notificationsEndpoint,
  updatePersonalInfo as personalInfoEndpoint,
  updateUserInfo as userInfoEndpoint,
} from '@portal/api-contract/profile/profile-updates';
import {
  getSubscriptionInfo as subscriptionInfoEndpoint,
  modifySubscriptions as modifySubscriptionsEndpoint,
} from '@portal/api-contract/profile/texting-subscriptions';
import { isEmailAddress } from '@portal/field-rules/email';
import { verifyPassword } from '../auth/passwords.ts';
import { checkPassword } from '../auth/lockout.ts';
import { changePassword, identityDetails, passwordHistory } from '../identity/identity-store.ts';
import { endOtherSessions, endSession } from '../auth/sessions.ts';
import {
  answer,
  SUCCESS,
  userCall,
  type ContractInput,
  type ContractReply,
  type UserCallContext,
} from '../http/contract-route.ts';
import { invalid, unauthorized } from '../http/http-error.ts';
import { refusal } from '../http/reply.ts';
import {
  ALERT_FLAGS,
  BRANDINGS,
  EMAIL_MAX,
  EMAIL_ONLY_FLAGS,
  LOGON_PATTERN,
  STATES,
  TEXT_PATTERN,
  isTextable,
  normalisePhone,
  refusesSubscriptionChanges,
} from './profile-rules.ts';
import {
  emptyTextAlerts,
  listPhones,
  readAlerts,
  readSecret,
  readSubscription,
  recordTextingAgreement,
  replacePhones,
  updateAddress,
  writeAlerts,
  writeSecret,
  writeSubscription,
  type AlertFlags,
  type StoredPhone,
} from './profile-store.ts';
import { alertsView, personalInfoView, userAlertsView, userInfoView } from './profile-view.ts';
import { addressProblem } from '../rules/address-rules.ts';
import {
  maxPasswordLength,
  PASSWORD_CHANGE_CODES,
  passwordMatchesKnown,
  passwordRuleProblem,
} from '../rules/password-policy.ts';
import { loadSettings, type ActiveSettings } from '../settings/active-settings.ts';
import { INSTITUTION_OPTIONS } from '../settings/institution-options.ts';
import { execute, inTransaction } from '../store/database.ts';
import { findUserById, findUserByUsername } from '../store/users.ts';
import { instant } from '../time/dates.ts';
import type { RouteDefinition } from '../http/route-definition.ts';

const PROFILE_ADDRESS_CODES = {
  invalid: 'Invalid',
  poBox: 'ContainsPOBox',
  zipCity: 'ZipCityNoMatch',
} as const;

/** Profile answers a too-long password Invalid; the rest as the reset does. */
const PROFILE_PASSWORD_CODES = { ...PASSWORD_CHANGE_CODES, tooLong: 'Invalid' };

// Business refusals travel as HTTP 200 with HasNoErrors false, as the spec's call table reads
// (HasNoErrors, Errors); malformed bodies are 400 Invalid like every other call. The contract's
// schema has checked each field's type; the limits below are the sandbox's own bounds on sizes.

/** Text the save needs: sent, not empty, within `max` characters (else 400 Invalid). */
function requiredText(value: string | null | undefined, max: number): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > max) throw invalid();
  return value;
}

/** Optional text within `max` characters; empty reads as not changed. */
function changedText(value: string | undefined, max: number): string | undefined {
  if (value !== undefined && value.length > max) throw invalid();
  return value === '' ? undefined : value;
}

function getProfile(ctx: UserCallContext): ContractReply<typeof profileEndpoint> {
  const { services, user } = ctx;
  const { db } = services;
  return answer(profileEndpoint, {
    ...SUCCESS,
    PersonalInfo: personalInfoView(db, user),
    UserInfo: userInfoView(db, user),
    UserAlertsInfo: userAlertsView(db, user.id),
    States: [...STATES],
  });
}

type PersonalInfoInput = ContractInput<typeof personalInfoEndpoint>;

function readPhones(sent: PersonalInfoInput['PhoneNumbers']): StoredPhone[] {
  if (sent === undefined || sent === null) return [];
  if (sent.length > 5) throw invalid();
  return sent.map((entry) => {
    const phoneNumber = normalisePhone(requiredText(entry.PhoneNumber, 32).trim());
    if (!phoneNumber) throw invalid();
    return {
      phoneNumber,
      primary: entry.Primary ?? false,
      optInToTexting: entry.OptInToTexting ?? false,
    };
  });
}

function updatePersonalInfo(
  ctx: UserCallContext,
  request: PersonalInfoInput,
): ContractReply<typeof personalInfoEndpoint> {
  const { services, user } = ctx;
  const { db } = services;
  const sent = request.Address;
  const address1 = requiredText(sent.Address1, 256).trim();
  const city = requiredText(sent.City, 256).trim();
  const state = requiredText(sent.State, 16).trim().toUpperCase();
  const zipCode = requiredText(sent.ZipCode, 16).trim();
  const phones = readPhones(request.PhoneNumbers);

  const problem = addressProblem({ address1, city, state, zipCode }, 'physical');
  if (problem) return refusal(PROFILE_ADDRESS_CODES[problem]);

  return inTransaction(db, () => {
    updateAddress(db, user.id, { address1, city, state, zipCode });
    replacePhones(db, user.id, phones);
    // Text alerts go to phone 1; without its opt-in they are all cleared (spec 1 §4).
    if (!phones[0]?.optInToTexting) {
      const alerts = readAlerts(db, user.id);
      writeAlerts(db, user.id, { ...alerts, text: emptyTextAlerts() });
    }
    const updated = findUserById(db, user.id) ?? user;
    return answer(personalInfoEndpoint, {
      ...SUCCESS,
      PersonalInfo: personalInfoView(db, updated),
    });
  });
}

interface UserInfoChange {
  logonName: string | undefined;
  emailAddress: string | undefined;
  oldPassword: string | undefined;
  newPassword: string | undefined;
  confirmNewPassword: string | undefined;
  secretQuestion: string | undefined;
  secretAnswer: string | undefined;
}

function readUserInfo(request: ContractInput<typeof userInfoEndpoint>): UserInfoChange {
  const text = (value: string | undefined) => changedText(value, 256);
  return {
    logonName: text(request.LogonName)?.trim(),
    emailAddress: text(request.EmailAddress)?.trim(),
    oldPassword: text(request.OldPassword),
    newPassword: text(request.NewPassword),
    confirmNewPassword: text(request.ConfirmNewPassword),
    secretQuestion: text(request.SecretQuestion)?.trim(),
    secretAnswer: text(request.SecretAnswer),
  };
}

/** The first error code of a user-info change, or undefined when it is acceptable. */
function userInfoError(
  ctx: UserCallContext,
  change: UserInfoChange,
  settings: ActiveSettings,
): string | undefined {
  const maxLength = maxPasswordLength(settings);
  const { user } = ctx;
  const logon = change.logonName ?? user.username;
  const email = change.emailAddress ?? user.email;
  if (change.logonName !== undefined && change.logonName !== user.username) {
    if (change.logonName.length < INSTITUTION_OPTIONS.UserNameMinimumLength) return 'LogonTooShort';
    if (change.logonName.length > maxLength) return 'LogonNameLength';
    if (!LOGON_PATTERN.test(change.logonName)) return 'Invalid';
    if (change.logonName.toLowerCase() === email.toLowerCase()) return 'LogonMatchesEmail';
    const other = findUserByUsername(ctx.services.db, change.logonName);
    if (other && other.id !== user.id) return 'LogonNameExists';
  }
  if (change.emailAddress !== undefined) {
    // The portal's one e-mail rule (@portal/field-rules), the one the profile form applies.
    if (change.emailAddress.length > EMAIL_MAX || !isEmailAddress(change.emailAddress))
      return 'Invalid';
  }
  if (change.newPassword !== undefined) {
    if (change.oldPassword === undefined) return 'CorrectErrors';
    if (change.confirmNewPassword !== change.newPassword) return 'CorrectErrors';
    const problem = passwordRuleProblem(
      change.newPassword,
      {
        username: logon,
        email,
        ssn: identityDetails(ctx.services.db, user.id)?.ssn ?? '',
        knownHashes: [],
      },
      settings,
    );
    if (problem) return PROFILE_PASSWORD_CODES[problem];
  }
  if (change.secretAnswer !== undefined && !TEXT_PATTERN.test(change.secretAnswer))
    return 'Invalid';
  if (change.secretQuestion !== undefined) {
    if (change.secretQuestion.length > 200 || !TEXT_PATTERN.test(change.secretQuestion))
      return 'Invalid';
    const current = readSecret(ctx.services.db, user.id).question;
    if (change.secretQuestion !== current && change.secretAnswer === undefined) return 'Invalid';
  }
  return undefined;
}

async function updateUserInfo(
  ctx: UserCallContext,
  request: ContractInput<typeof userInfoEndpoint>,
): Promise<ContractReply<typeof userInfoEndpoint>> {
  const { services, user, token } = ctx;
  const { db } = services;
  const change = readUserInfo(request);
  const settings = loadSettings(db);

  const error = userInfoError(ctx, change, settings);
  if (error) return refusal(error);

  if (change.newPassword !== undefined && change.oldPassword !== undefined) {
    const checked = await checkPassword(db, user.username, change.oldPassword, ctx.now);
    // A wrong current password counts like a wrong login password; the attempt that locks the
    // user (or any while locked) also ends the session: Unauthorized, and the portal logs out.
    if (checked === 'LockedOnBadPassword') {
      endSession(db, token);
      throw unauthorized();
    }
    if (checked === 'Invalid') return refusal('InvalidCurrentPassword');
    if (await verifyPassword(change.newPassword, user.password_hash))
      return refusal('ChooseDifferentPassword');
    if (await passwordMatchesKnown(change.newPassword, passwordHistory(db, user.id)))
      return refusal(PASSWORD_CHANGE_CODES.reused);
  }

  const { newPassword } = change;
  return inTransaction(db, () => {
    if (change.logonName !== undefined)
      execute(db, 'UPDATE users SET username = ? WHERE id = ?', change.logonName, user.id);
    if (change.emailAddress !== undefined)
      execute(db, 'UPDATE users SET email = ? WHERE id = ?', change.emailAddress, user.id);
    if (newPassword !== undefined) {
      // Kept in the history the reuse rule reads, as the reset keeps it.
      changePassword(db, user.id, user.password_hash, newPassword);
      // Whoever signed in with the old password elsewhere is signed out; this session stays.
      endOtherSessions(db, user.id, token);
    }
    if (change.secretQuestion !== undefined || change.secretAnswer !== undefined) {
      const current = readSecret(db, user.id);
      writeSecret(
        db,
        user.id,
        change.secretQuestion ?? current.question,
        change.secretAnswer ?? current.answer,
      );
      execute(db, 'UPDATE users SET has_password_question = 1 WHERE id = ?', user.id);
    }
    const updated = findUserById(db, user.id) ?? user;
    return answer(userInfoEndpoint, { ...SUCCESS, UserInfo: userInfoView(db, updated) });
  });
}

/** The parsed alert group as stored: a flag not sent (or null) is off. */
function readFlags(
  source: Readonly<Record<string, boolean | null | undefined>>,
  keys: readonly string[],
): AlertFlags {
  return Object.fromEntries(keys.map((key) => [key, source[key] ?? false]));
}

function updateNotifications(
  ctx: UserCallContext,
  request: ContractInput<typeof notificationsEndpoint>,
): ContractReply<typeof notificationsEndpoint> {
  const { services, user } = ctx;
  const { db } = services;
  const info = request.UserAlertsInfo;
  const email = readFlags(info.EmailAlerts, [...ALERT_FLAGS, ...EMAIL_ONLY_FLAGS]);
  let text = readFlags(info.TextAlerts, ALERT_FLAGS);
  const turnOffAllAlerts = info.TurnOffAllAlerts ?? false;
  if (!listPhones(db, user.id)[0]?.opt_in_to_texting) text = emptyTextAlerts();
  const current = readAlerts(db, user.id);
  const alerts = {
    sequenceNumber: current.sequenceNumber + 1,
    turnOffAllAlerts,
    email,
    text,
  };
  writeAlerts(db, user.id, alerts);
  return answer(notificationsEndpoint, { ...SUCCESS, UserAlertsInfo: alertsView(alerts) });
}

function agreeToTexting({ services, user, now }: UserCallContext) {
  recordTextingAgreement(services.db, user.id, instant(now));
  return answer(agreementEndpoint, SUCCESS);
}

/** The borrower's own phone named in the request, as stored (10 digits); undefined when not theirs. */
function ownPhone(ctx: UserCallContext, sent: string): string | undefined {
  const phone = normalisePhone(requiredText(sent, 32).trim());
  if (!phone) return undefined;
  return listPhones(ctx.services.db, ctx.user.id).some((row) => row.phone_number === phone)
    ? phone
    : undefined;
}

function subscriptionInfo(ctx: UserCallContext, phone: string) {
  return {
    Options: BRANDINGS.map((branding) => {
      const current = readSubscription(ctx.services.db, ctx.user.id, phone, branding.BrandingId);
      return {
        BrandingId: branding.BrandingId,
        BrandingName: branding.BrandingName,
        OptInMarketing: current.optInMarketing,
        OptInAccount: current.optInAccount,
      };
    }),
  };
}

function getSubscriptionInfo(
  ctx: UserCallContext,
  request: ContractInput<typeof subscriptionInfoEndpoint>,
): ContractReply<typeof subscriptionInfoEndpoint> {
  const phone = ownPhone(ctx, request.PhoneNumber);
  if (!phone || !isTextable(phone)) return refusal('Invalid');
  return answer(subscriptionInfoEndpoint, {
    ...SUCCESS,
    SubscriptionInfo: subscriptionInfo(ctx, phone),
  });
}

function modifySubscriptions(
  ctx: UserCallContext,
  request: ContractInput<typeof modifySubscriptionsEndpoint>,
): ContractReply<typeof modifySubscriptionsEndpoint> {
  const { db } = ctx.services;
  const phone = ownPhone(ctx, request.PhoneNumber);
  if (!phone || !isTextable(phone)) return refusal('Invalid');
  const options = request.Options;
  if (options.length === 0 || options.length > 20) throw invalid();
  if (!options.every((entry) => Number.isSafeInteger(entry.BrandingId))) throw invalid();
  const errors: { ErrorMessage: string }[] = [];
  inTransaction(db, () => {
    for (const entry of options) {
      const brandingId = entry.BrandingId;
      const branding = BRANDINGS.find((known) => known.BrandingId === brandingId);
      const current = readSubscription(db, ctx.user.id, phone, brandingId);
      if (!branding || refusesSubscriptionChanges(phone)) {
        // The provider reports each refused option as JSON text with the state it kept.
        errors.push({
          ErrorMessage: JSON.stringify({
            BrandingId: brandingId,
            OptInMarketing: current.optInMarketing,
            OptInAccount: current.optInAccount,
          }),
        });
        continue;
      }
      writeSubscription(db, ctx.user.id, phone, {
        brandingId,
        optInMarketing: entry.OptInMarketing ?? current.optInMarketing,
        optInAccount: entry.OptInAccount ?? current.optInAccount,
      });
    }
  });
  return answer(modifySubscriptionsEndpoint, { HasNoErrors: errors.length === 0, Errors: errors });
}

/** The profile area's calls (spec 1 §7). Registered in ../registry.ts. */
export const profileRoutes: readonly RouteDefinition[] = [
  userCall(profileEndpoint, { area: 'profile', handle: getProfile }),
  userCall(userInfoEndpoint, { area: 'profile', handle: updateUserInfo }),
  userCall(personalInfoEndpoint, { area: 'profile', handle: updatePersonalInfo }),
  userCall(notificationsEndpoint, { area: 'profile', handle: updateNotifications }),
  userCall(agreementEndpoint, { area: 'profile', handle: agreeToTexting }),
  userCall(subscriptionInfoEndpoint, { area: 'profile', handle: getSubscriptionInfo }),
  userCall(modifySubscriptionsEndpoint, { area: 'profile', handle: modifySubscriptions }),
];
