// Guards of the signed-out pages (spec 1 §2 route table, §6): pure decisions from the page, the
// settings and the URL. The maintenance check of recovery needs a call, so it is a decision too.
import type { AreaPage } from '@portal/shared-contracts';
import { HOME_PATH } from '@portal/routes/route-table';

export type GuardDecision =
  | { kind: 'allow' }
  | { kind: 'redirect'; to: string }
  /** Leave the portal for the single sign-on provider's login. */
  | { kind: 'leave'; url: string }
  /** Ask GET /api/MaintenanceMode; go to login when it is on. */
  | { kind: 'check-maintenance' };

export interface GuardContext {
  page: AreaPage;
  singleSignOn: boolean;
  ssoLoginUrl: string;
  /** What follows the page in the path (the {enc} of verifyEmail and forcePasswordChange). */
  rest: string;
  search: URLSearchParams;
}

const SSO_BLOCKED: ReadonlySet<string> = new Set(['register', 'recovery', 'verifyEmail']);

export const LOGIN_UNAUTHORIZED_PATH = `${HOME_PATH}?error=unauthorized`;

export function guardHomePage({
  page,
  singleSignOn,
  ssoLoginUrl,
  rest,
  search,
}: GuardContext): GuardDecision {
  if (singleSignOn && SSO_BLOCKED.has(page)) {
    // Setup error "no SSO URL defined": there is nowhere to send the user but the login page.
    const url = ssoLoginUrl.trim();
    return isHttpUrl(url) ? { kind: 'leave', url } : { kind: 'redirect', to: HOME_PATH };
  }
  if (page === 'recovery') return { kind: 'check-maintenance' };
  if (page === 'activate' && !search.get('token')?.trim()) {
    return { kind: 'redirect', to: LOGIN_UNAUTHORIZED_PATH };
  }
  if (page === 'forcePasswordChange' && !firstSegment(rest)) {
    return { kind: 'redirect', to: HOME_PATH };
  }
  return { kind: 'allow' };
}

function firstSegment(rest: string): string {
  return rest.split('/').find((segment) => segment.trim() !== '') ?? '';
}

function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}
