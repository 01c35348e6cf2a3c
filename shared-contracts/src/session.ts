// The signed-in user's session (spec 1 §3) and how a login response becomes one.
import * as v from 'valibot';

export interface UserSession {
  username: string;
  personalName: string;
  servicingBranch: number | null;
  lastLoggedInIP: string;
  lastLoggedIn: string;
  userToken: string;
  emailAddress: string;
  loggedIn: boolean;
  hasEmailAddress: boolean;
  /** CompanyNumber 0; anything else is a company user. */
  isPersonalUser: boolean;
  /** The login's CompanyNumber (spec 1 §3), sent as Company with payments (spec 2 §3). */
  companyNumber?: number;
}

export const UserSessionSchema = v.object({
  username: v.string(),
  personalName: v.string(),
  servicingBranch: v.nullable(v.number()),
  lastLoggedInIP: v.string(),
  lastLoggedIn: v.string(),
  userToken: v.pipe(v.string(), v.minLength(1)),
  emailAddress: v.string(),
  loggedIn: v.boolean(),
  hasEmailAddress: v.boolean(),
  isPersonalUser: v.boolean(),
  companyNumber: v.optional(v.number()),
});

export interface LoginIdentity {
  UserName: string;
  PersonalName?: string | null;
  ServicingBranch?: number | null;
  LastLoggedInIP?: string | null;
  LastLoggedIn?: string | null;
  UserToken: string;
  EmailAddress?: string | null;
  CompanyNumber?: number | null;
}

export function sessionFromLogin(login: LoginIdentity): UserSession {
  const emailAddress = login.EmailAddress ?? '';
  return {
    username: login.UserName,
    personalName: login.PersonalName ?? '',
    servicingBranch: login.ServicingBranch ?? null,
    lastLoggedInIP: login.LastLoggedInIP ?? '',
    lastLoggedIn: login.LastLoggedIn ?? '',
    userToken: login.UserToken,
    emailAddress,
    loggedIn: true,
    hasEmailAddress: emailAddress.trim() !== '',
    isPersonalUser: (login.CompanyNumber ?? 0) === 0,
    companyNumber: login.CompanyNumber ?? 0,
  };
}
