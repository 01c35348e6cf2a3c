// Where single sign-on sends the browser (spec 1 §4 Single sign-on, §8 setup errors).
export type SsoReason = 'notLoggedIn' | 'error' | 'userCancelled';

export const NO_SSO_URL = 'No SSO URL defined';

/** The SSO provider's login with the reason (and code, when given) in the query; null if unset. */
export function ssoLoginUrl(
  configured: string,
  origin: string,
  reason?: SsoReason,
  code?: string,
): string | null {
  const base = configured.trim();
  if (base === '') return null;
  let url: URL;
  try {
    url = new URL(base, origin);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (reason) url.searchParams.set('reason', reason);
  if (code) url.searchParams.set('code', code);
  return url.toString();
}
