import type { userLogin } from '@portal/api-contract/identity/login';
import { SUCCESS, type ContractBody } from '../http/contract-route.ts';
import type { LoginHistoryRow } from './login-history-store.ts';
import type { UserRow } from '../store/users.ts';
import type { WebAgreementRow } from './web-agreements-store.ts';

export interface LoginResponseInput {
  user: UserRow;
  previousLogin: LoginHistoryRow | undefined;
  token: string;
  isTrustedDevice: boolean;
  agreements: WebAgreementRow[];
}

/** The body of a successful POST /api/login/userlogin. */
export function buildLoginResponse({
  user,
  previousLogin,
  token,
  isTrustedDevice,
  agreements,
}: LoginResponseInput): ContractBody<typeof userLogin> {
  return {
    ...SUCCESS,
    IsLoggedIn: true,
    UserName: user.username,
    PersonalName: user.personal_name,
    ServicingBranch: user.servicing_branch,
    LastLoggedInIP: previousLogin?.ip ?? '',
    LastLoggedIn: previousLogin?.logged_in_at ?? null,
    UserToken: token,
    EmailAddress: user.email,
    EmailIsVerified: user.email_verified === 1,
    CompanyNumber: user.company_number,
    IsTrustedDevice: isTrustedDevice,
    BiometricsTokenExpiration: null,
    MustChangePassword: user.must_change_password === 1,
    ChangePasswordToken: user.must_change_password === 1 ? user.change_password_token : null,
    HasPasswordQuestion: user.has_password_question === 1,
    WebAgreementLogs: agreements.map((agreement) => ({
      DateOfTerms: agreement.date_of_terms,
      DateOfAgreement: agreement.date_of_agreement,
    })),
    IsEmailCommunicationRestriced: false,
  };
}
