import { updateNotifications as notificationsEndpoint } from '@portal/api-contract/profile/profile-updates';
import { verifyPassword } from '../auth/passwords.ts';
import { changePassword, identityDetails, passwordHistory } from '../identity/identity-store.ts';
import { endOtherSessions, endSession } from '../auth/sessions.ts';
import { field, optionalBoolean, optionalString, requireString } from '../http/fields.ts';
import { invalid, unauthorized } from '../http/http-error.ts';
import { errorEnvelope, ok, type Reply } from '../http/reply.ts';
import type { JsonObject } from '../http/read-body.ts';
import {
  ALERT_FLAGS,
  BRANDINGS,
  EMAIL_MAX,
  EMAIL_ONLY_FLAGS,
  EMAIL_PATTERN,
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
import {
  clearFailedAttempts,
  findUserById,
  findUserByUsername,
  recordFailedAttempt,
} from '../store/users.ts';
import { instant } from '../time/dates.ts';
import {
  inputOf,
  userRoute,
  type RouteDefinition,
  type SignedInContext,
} from '../http/route-definition.ts';

const PROFILE_ADDRESS_CODES = {
  invalid: 'Invalid',
  poBox: 'ContainsPOBox',
  zipCity: 'ZipCityNoMatch',
} as const;

/** Profile answers a too-long password Invalid; the rest as the reset does. */
const PROFILE_PASSWORD_CODES = { ...PASSWORD_CHANGE_CODES, tooLong: 'Invalid' };

// Business refusals travel as HTTP 200 with HasNoErrors false, as the spec's call table reads
// (HasNoErrors, Errors); malformed bodies are 400 Invalid like every other call.
const refusal = (code: string): Reply => ok(errorEnvelope(code));

function objectField(body: JsonObject, name: string): JsonObject {
  const value = field(body, name);
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw invalid();
  return value as JsonObject;
}

function getProfile({ services, user }: SignedInContext) {
  const { db } = services;
  return ok({
    PersonalInfo: personalInfoView(db, user),
    UserInfo: userInfoView(db, user),
    UserAlertsInfo: userAlertsView(db, user.id),
    States: STATES,
    HasNoErrors: true,
    Errors: [],
  });
}

function readPhones(body: JsonObject): StoredPhone[] {
  const value = field(body, 'PhoneNumbers');
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || value.length > 5) throw invalid();
  return value.map((item: unknown) => {
    if (typeof item !== 'object' || item === null || Array.isArray(item)) throw invalid();
    const entry = item as JsonObject;
    const raw = requireString(entry, 'PhoneNumber', 32);
    const phoneNumber = normalisePhone(raw.trim());
    if (!phoneNumber) throw invalid();
    return {
      phoneNumber,
      primary: optionalBoolean(entry, 'Primary') ?? false,
      optInToTexting: optionalBoolean(entry, 'OptInToTexting') ?? false,
    };
  });
}

function updatePersonalInfo({ services, user, body }: SignedInContext) {
  const { db } = services;
  const address = objectField(body, 'Address');
  const address1 = requireString(address, 'Address1', 256).trim();
  const city = requireString(address, 'City', 256).trim();
  const state = requireString(address, 'State', 16).trim().toUpperCase();
  const zipCode = requireString(address, 'ZipCode', 16).trim();
  const phones = readPhones(body);

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
    return ok({ HasNoErrors: true, Errors: [], PersonalInfo: personalInfoView(db, updated) });
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

function readUserInfo(body: JsonObject): UserInfoChange {
  const text = (name: string) => {
    const value = optionalString(body, name, 256);
    return value === undefined || value === '' ? undefined : value;
  };
  return {
    logonName: text('LogonName')?.trim(),
    emailAddress: text('EmailAddress')?.trim(),
    oldPassword: text('OldPassword'),
    newPassword: text('NewPassword'),
    confirmNewPassword: text('ConfirmNewPassword'),
    secretQuestion: text('SecretQuestion')?.trim(),
    secretAnswer: text('SecretAnswer'),
  };
}

/** The first error code of a user-info change, or undefined when it is acceptable. */
function userInfoError(
  ctx: SignedInContext,
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
    if (change.emailAddress.length > EMAIL_MAX || !EMAIL_PATTERN.test(change.emailAddress))
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

async function updateUserInfo(ctx: SignedInContext): Promise<Reply> {
  const { services, user, body, token } = ctx;
  const { db } = services;
  const change = readUserInfo(body);
  const settings = loadSettings(db);

  const error = userInfoError(ctx, change, settings);
  if (error) return refusal(error);

  if (change.newPassword !== undefined && change.oldPassword !== undefined) {
    if (!(await verifyPassword(change.oldPassword, user.password_hash))) {
      // A wrong current password counts like a wrong login password; the attempt that locks the
      // user also ends the session, and the answer is Unauthorized (the portal then logs out).
      if (recordFailedAttempt(db, user.id)) {
        endSession(db, token);
        throw unauthorized();
      }
      return refusal('InvalidCurrentPassword');
    }
    if (await verifyPassword(change.newPassword, user.password_hash))
      return refusal('ChooseDifferentPassword');
    if (await passwordMatchesKnown(change.newPassword, passwordHistory(db, user.id)))
      return refusal(PASSWORD_CHANGE_CODES.reused);
  }

  const { newPassword } = change;
  return inTransaction(db, () => {
    clearFailedAttempts(db, user.id);
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
    return ok({ HasNoErrors: true, Errors: [], UserInfo: userInfoView(db, updated) });
  });
}

/** The parsed alert group as stored: a flag not sent (or null) is off. */
function readFlags(
  source: Readonly<Record<string, boolean | null | undefined>>,
  keys: readonly string[],
): AlertFlags {
  return Object.fromEntries(keys.map((key) => [key, source[key] ?? false]));
}

function updateNotifications(ctx: SignedInContext) {
  const { services, user } = ctx;
  const { db } = services;
  const info = inputOf(ctx, notificationsEndpoint).UserAlertsInfo;
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
  return ok({ HasNoErrors: true, Errors: [], UserAlertsInfo: alertsView(alerts) });
}

function agreeToTexting({ services, user, now }: SignedInContext) {
  recordTextingAgreement(services.db, user.id, instant(now));
  return ok({ HasNoErrors: true, Errors: [] });
}

/** The borrower's own phone named in the body, as stored (10 digits); undefined when not theirs. */
function ownPhone(ctx: SignedInContext): string | undefined {
  const phone = normalisePhone(requireString(ctx.body, 'PhoneNumber', 32).trim());
  if (!phone) return undefined;
  return listPhones(ctx.services.db, ctx.user.id).some((row) => row.phone_number === phone)
    ? phone
    : undefined;
}

function subscriptionInfo(ctx: SignedInContext, phone: string) {
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

function getSubscriptionInfo(ctx: SignedInContext) {
  const phone = ownPhone(ctx);
  if (!phone || !isTextable(phone)) return refusal('Invalid');
  return ok({ HasNoErrors: true, Errors: [], SubscriptionInfo: subscriptionInfo(ctx, phone) });
}

function nullableFlag(entry: JsonObject, name: string): boolean | null {
  return optionalBoolean(entry, name) ?? null;
}

function modifySubscriptions(ctx: SignedInContext) {
  const { db } = ctx.services;
  const phone = ownPhone(ctx);
  if (!phone || !isTextable(phone)) return refusal('Invalid');
  const options = field(ctx.body, 'Options');
  if (!Array.isArray(options) || options.length === 0 || options.length > 20) throw invalid();
  const errors: { ErrorMessage: string }[] = [];
  inTransaction(db, () => {
    for (const item of options as unknown[]) {
      if (typeof item !== 'object' || item === null || Array.isArray(item)) throw invalid();
      const entry = item as JsonObject;
      const brandingId = field(entry, 'BrandingId');
      if (typeof brandingId !== 'number' || !Number.isSafeInteger(brandingId)) throw invalid();
      const marketing = nullableFlag(entry, 'OptInMarketing');
      const account = nullableFlag(entry, 'OptInAccount');
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
        optInMarketing: marketing ?? current.optInMarketing,
        optInAccount: account ?? current.optInAccount,
      });
    }
  });
  return ok({ HasNoErrors: errors.length === 0, Errors: errors });
}

/** The profile area's calls (spec 1 §7). Registered in ../registry.ts. */
export const profileRoutes: readonly RouteDefinition[] = [
  userRoute({
    area: 'profile',
    method: 'GET',
    path: '/api/Profile/GetProfile',
    handle: getProfile,
  }),
  userRoute({
    area: 'profile',
    method: 'POST',
    path: '/api/Profile/UpdateUserInfo',
    handle: updateUserInfo,
  }),
  userRoute({
    area: 'profile',
    method: 'POST',
    path: '/api/Profile/UpdatePersonalInfo',
    exampleBody: {
      Address: { Address1: '1 Main St', City: 'Lakeside', State: 'MI', ZipCode: '49116' },
    },
    handle: updatePersonalInfo,
  }),
  userRoute({
    area: 'profile',
    method: 'POST',
    path: '/api/Profile/UpdateNotifications',
    exampleBody: { UserAlertsInfo: { EmailAlerts: {}, TextAlerts: {} } },
    handle: updateNotifications,
  }),
  userRoute({
    area: 'profile',
    method: 'POST',
    path: '/api/Profile/AgreeToTexting',
    handle: agreeToTexting,
  }),
  userRoute({
    area: 'profile',
    method: 'POST',
    path: '/api/SolutionsByText/GetSubscriptionInfo',
    exampleBody: { PhoneNumber: '6165550142' },
    handle: getSubscriptionInfo,
  }),
  userRoute({
    area: 'profile',
    method: 'POST',
    path: '/api/SolutionsByText/ModifySubscriptions',
    exampleBody: { PhoneNumber: '6165550142', Options: [{ BrandingId: 1, OptInAccount: true }] },
    handle: modifySubscriptions,
  }),
];
