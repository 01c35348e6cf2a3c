// The login response (spec 1 §3) as the login process reads it: what the portal session will be
// once the follow-up steps are done, and what decides those steps. The login form, the biometric
// token and single sign-on all answer with it.
import type { ResponseOf } from '@portal/api-contract/endpoint';
import type { userLogin } from '@portal/api-contract/identity/login';
import { sessionFromLogin, UserSessionSchema } from '@portal/shared-contracts';
import * as v from 'valibot';

/** Also reads the SSO page's hand-over from the router's history state. */
export const SignInAnswerSchema = v.object({
  session: UserSessionSchema,
  trustedDevice: v.boolean(),
  emailVerified: v.boolean(),
  mustChangePassword: v.boolean(),
  /** The reset token of the change-password step. */
  changePasswordToken: v.nullable(v.string()),
  hasPasswordQuestion: v.boolean(),
  /** When the borrower agreed to each agreement on record (DateOfAgreement). */
  agreedOn: v.array(v.string()),
});

export type SignInAnswer = v.InferOutput<typeof SignInAnswerSchema>;

export function signInAnswerOf(login: ResponseOf<typeof userLogin>): SignInAnswer {
  return {
    session: sessionFromLogin(login),
    trustedDevice: login.IsTrustedDevice ?? true,
    emailVerified: login.EmailIsVerified ?? false,
    mustChangePassword: login.MustChangePassword ?? false,
    changePasswordToken: login.ChangePasswordToken ?? null,
    hasPasswordQuestion: login.HasPasswordQuestion ?? true,
    agreedOn: (login.WebAgreementLogs ?? []).map((log) => log.DateOfAgreement ?? ''),
  };
}
