// A tab that starts signed in, for journeys about what a signed-in borrower sees rather than
// about signing in (the identity and sign-in journeys walk the login page itself). The back end's
// own login call makes the session, kept as the login page keeps it, so the first page opens as
// a signed-in tab's reload would. It skips two page loads per journey: the login page and the
// dashboard the login lands on.
import type { Page } from '@playwright/test';
import { SESSION_STORAGE_KEY } from '../../shared-contracts/src/session-store';
import { sessionFromLogin, type LoginIdentity } from '../../shared-contracts/src/session';
import { portalUrl } from './topology';

const SEEDED = 'e2e.session-seeded';
/** How many sign-ins each tab has had: a tab's latest one is seeded once, earlier ones never. */
const signIns = new WeakMap<Page, number>();

/** Signs `username` in through the login call; the tab's next page load starts signed in. */
export async function signInTab(page: Page, username = 'borrower1', password = 'Welcome123') {
  const answer = await page.request.post(`${portalUrl}/api/login/userlogin`, {
    data: { username, password },
  });
  const login = (await answer.json()) as LoginIdentity & { HasNoErrors?: boolean };
  if (!answer.ok() || login.HasNoErrors === false || !login.UserToken)
    throw new Error(`login of ${username} refused: ${answer.status()} ${JSON.stringify(login)}`);
  // Each sign-in seeds its session once: a later logout must stay logged out across reloads,
  // and a later sign-in in the same tab (another borrower) must replace it.
  const generation = (signIns.get(page) ?? 0) + 1;
  signIns.set(page, generation);
  await page.addInitScript(
    ({ key, seeded, generation, origin, session }) => {
      if (window.location.origin !== origin) return;
      if (Number(window.sessionStorage.getItem(seeded) ?? 0) >= generation) return;
      window.sessionStorage.setItem(key, session);
      window.sessionStorage.setItem(seeded, String(generation));
    },
    {
      key: SESSION_STORAGE_KEY,
      seeded: SEEDED,
      generation,
      origin: portalUrl,
      session: JSON.stringify(sessionFromLogin(login)),
    },
  );
}

/** Signs `username` in (signInTab) and loads `hashPath` (e.g. `/myaccount/payment`) afresh. */
export async function openSignedIn(page: Page, hashPath: string, username?: string) {
  await signInTab(page, username);
  // A new document, so the session is seeded (a hash change in a loaded portal is none).
  if (page.url() !== 'about:blank') await page.goto('about:blank');
  await page.goto(`/#${hashPath}`);
}
