// The core journeys of issue 53, one script for every engine: each test names its engine, so a
// failure says which browser broke. Queries go by role and label (page-query.ts).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { EngineDriver } from './driver.ts';
import { findInPage, type Found, type Query } from './page-query.ts';
import { laneOf, resetSandbox, servePaymentsTampered, startPortal, type Lane } from './lane.ts';

const AUTO_LOAN = '00011002347';
// The sandbox's today is payable whatever day the suite runs (support/payments-helpers.ts).
const TODAY_IS_PAYABLE = {
  'Payments.AchSaturdayAllowed': 'true',
  'Payments.AchSundayAllowed': 'true',
};
const WAIT_MS = 30_000;
const FIND = findInPage.toString();

/** Whether a preload (its `as` and URL) is one the engine asks for again, on a cold or warm page. */
type NotReused = (as: string, href: string, warm: boolean) => boolean;

/** The steps of a journey, by role and label, in one engine. */
class Steps {
  private marks = 0;
  readonly driver: EngineDriver;
  readonly lane: Lane;
  constructor(driver: EngineDriver, lane: Lane) {
    this.driver = driver;
    this.lane = lane;
  }

  private fail(what: string): never {
    throw new assert.AssertionError({ message: `[${this.driver.engine}] ${what}` });
  }

  find(query: Query): Promise<Found> {
    this.marks += 1;
    return this.driver.run<Found>(`(a) => (${FIND})(a.query, a.mark)`, {
      query,
      mark: String(this.marks),
    });
  }

  /** Waits until the query matches a visible element (and `until` holds for it). */
  async see(query: Query, until: (found: Found) => boolean = () => true): Promise<Found> {
    const deadline = Date.now() + WAIT_MS;
    while (Date.now() < deadline) {
      const found = await this.find(query).catch(() => null);
      if (found?.selector && until(found)) return found;
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
    this.fail(`not shown: ${JSON.stringify(query)}${await this.pageSays()}`);
  }

  /** Where the page is and what it shows, for a failure's message. */
  private async pageSays(): Promise<string> {
    const said = await this.driver
      .run<string>(
        `() => location.hash + ' | ' + document.body.innerText.replace(/\\s+/g, ' ').slice(0, 400)`,
      )
      .catch(() => '');
    return ` at ${said}`;
  }

  async gone(query: Query) {
    const deadline = Date.now() + WAIT_MS;
    while (Date.now() < deadline) {
      if (!(await this.find(query).catch(() => null))?.selector) return;
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
    this.fail(`still shown: ${JSON.stringify(query)}`);
  }

  /** Finds, then acts; again if the page re-rendered the element in between. */
  private async act(query: Query, action: (selector: string) => Promise<void>) {
    const deadline = Date.now() + WAIT_MS;
    for (;;) {
      const { selector } = await this.see(query);
      try {
        return await action(selector as string);
      } catch (error) {
        if (Date.now() > deadline) throw error;
      }
    }
  }

  click(query: Query) {
    return this.act(query, (selector) => this.driver.click(selector));
  }

  async fill(query: Query, text: string) {
    await this.act(query, (selector) => this.driver.type(selector, text));
    await this.see(query, (found) => found.value === text);
  }

  async check(query: Query) {
    const box = await this.see(query);
    if (!box.checked) await this.driver.click(box.selector as string);
    await this.see(query, (found) => found.checked);
  }

  url = () => this.driver.run<string>('() => location.href');

  async atUrl(pattern: RegExp) {
    const deadline = Date.now() + WAIT_MS;
    let url = '';
    while (Date.now() < deadline) {
      url = await this.url();
      if (pattern.test(url)) return;
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
    this.fail(`URL ${url} does not match ${pattern}`);
  }

  /** A fresh tab's state: no session, no trusted device, the given page loaded anew. */
  async start(hash = '#/home/login') {
    // A new tab: Back never reaches a page of an earlier journey, and the session (the tab's
    // storage) is gone. The trusted devices (the origin's) are cleared from the last page.
    const origin = await this.driver.run<string>('() => location.origin').catch(() => '');
    if (origin === this.lane.portalUrl) await this.driver.run('() => localStorage.clear()');
    await this.driver.newTab();
    await this.driver.open(`${this.lane.portalUrl}/?fresh=${Date.now()}${hash}`);
  }

  /** A same-document navigation, as a link makes it. */
  goTo = (hash: string) => this.driver.run('(h) => { location.hash = h; }', hash);

  async signIn(username: string) {
    await this.fill({ label: 'Username' }, username);
    await this.fill({ label: 'Password' }, 'Welcome123');
    await this.click({ role: 'button', name: 'Login' });
  }

  /** The main navigation: the bar on a desktop, behind Menu on a phone. */
  async navigate(link: string) {
    const menu = await this.find({ role: 'button', name: 'Menu' });
    if (menu.selector) {
      await this.driver.click(menu.selector);
      await this.click({ role: 'link', name: link, within: { role: 'navigation', name: 'Menu' } });
    } else {
      await this.click({ role: 'link', name: link, within: { role: 'navigation', name: 'Main' } });
    }
  }

  async logOut() {
    await this.click({ role: 'button', name: 'Logout' });
    await this.click({ role: 'button', name: 'Logout', within: { role: 'alertdialog' } });
    await this.atUrl(/#\/home\/login$/);
  }

  /**
   * Back after logout shows no signed-in page: the portal's login page, or (WebKit, which skips
   * history entries a page added without the user's gesture) whatever came before the portal.
   */
  async backStaysSignedOut() {
    await this.driver.back();
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const url = await this.url();
    if (url.startsWith(this.lane.portalUrl)) {
      await this.atUrl(/#\/home/);
      await this.see({ role: 'button', name: 'Login' });
    } else if (this.driver.engine !== 'webkit') {
      this.fail(`Back left the portal for ${url}`);
    }
    await this.gone({ role: 'button', name: 'Logout' });
  }

  /** Every file the page preloaded was downloaded once (ADR 005). */
  async preloadsDownloadedOnce(where: string, warm: boolean, skip: NotReused = () => false) {
    // The last preloads start once remotes.json has arrived: let the downloads settle.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const preloads = await this.driver.run<{ href: string; as: string }[]>(
      `() => [...document.querySelectorAll('link[rel="preload"]')].map((l) => ({ href: l.href, as: l.getAttribute('as') }))`,
    );
    const counts = await this.driver.requestCounts();
    assert.ok(
      preloads.length >= 5,
      `[${this.driver.engine}] ${where}: the page preloads its files`,
    );
    const twice = preloads
      .filter((p) => !skip(p.as, p.href, warm))
      .map((p) => `${p.href} ×${counts.get(p.href) ?? 0}`)
      .filter((line) => !line.endsWith('×1'));
    assert.deepEqual(
      twice,
      [],
      `[${this.driver.engine}] ${where}: preloaded files fetched other than once`,
    );
    assert.deepEqual(
      await this.driver.preloadErrors(),
      [],
      `[${this.driver.engine}] ${where}: preloads that failed`,
    );
  }
}

export interface EngineLane {
  start(lane: Lane): Promise<EngineDriver>;
  /** Preloads the engine asks for again, as ADR 005 records (WebKit's). */
  preloadsNotReused?: NotReused;
}

/** Registers the lane's journeys in node's test runner. */
export function engineJourneys(engine: EngineDriver['engine'], spec: EngineLane) {
  const lane = laneOf(engine);
  let driver: EngineDriver;
  let stopPortal: () => Promise<void> = async () => undefined;
  let steps: Steps;
  const name = (text: string) => `[${engine}] ${text}`;

  before(async () => {
    stopPortal = await startPortal(lane);
    driver = await spec.start(lane);
    steps = new Steps(driver, lane);
  });
  after(async () => {
    await driver?.quit();
    await stopPortal();
  });

  // First, while the browser's cache is cold.
  test(
    name('each preloaded file downloads once: a cold login page, a signed-in reload'),
    async () => {
      await resetSandbox(lane);
      await driver.resize(1280);
      await driver.open(`${lane.portalUrl}/#/home/login`);
      await steps.see({ role: 'button', name: 'Login' });
      await steps.preloadsDownloadedOnce('cold login page', false, spec.preloadsNotReused);
      await steps.signIn('borrower1');
      await steps.see({ role: 'table', name: 'Loan Accounts' });
      await driver.open(`${lane.portalUrl}/?again=1#/myaccount/dashboard`);
      await steps.see({ role: 'table', name: 'Loan Accounts' });
      await steps.preloadsDownloadedOnce('signed-in dashboard', true, spec.preloadsNotReused);
    },
  );

  // Before any journey has loaded payments: a chunk the browser holds is not asked again.
  test(
    name('a payments chunk changed on its way is refused: payments falls back, the rest works'),
    async () => {
      await resetSandbox(lane);
      await driver.resize(1280);
      const restore = await servePaymentsTampered(lane);
      try {
        await steps.start();
        await steps.signIn('borrower1');
        await steps.see({ role: 'table', name: 'Loan Accounts' });
        await steps.navigate('Make Payment');
        await steps.see({ role: 'alert', text: 'Payments is unavailable right now' });
        assert.equal(
          await driver.run('() => window.__tampered ?? null'),
          null,
          `[${engine}] the changed chunk ran`,
        );
        await steps.navigate('Profile');
        await steps.see({ role: 'heading', name: 'Profile' });
      } finally {
        await restore();
      }
    },
  );

  for (const width of [1280, 'narrowest'] as const) {
    const at = () => (width === 'narrowest' ? driver.narrowestWidth : width);
    const label = width === 'narrowest' ? 'the narrowest width' : '1280 px';

    test(
      name(
        `mfauser1 signs in with the security code; logout, then Back stays signed out (${label})`,
      ),
      async () => {
        await resetSandbox(lane);
        await driver.resize(at());
        await steps.start();
        await steps.signIn('mfauser1');
        await steps.see({ role: 'heading', name: 'Security Code' });
        await steps.fill({ label: 'Security Code' }, '123456');
        await steps.click({ role: 'button', name: 'Verify' });
        await steps.atUrl(/#\/myaccount\/dashboard$/);
        await steps.see({ role: 'banner' }, (banner) => banner.text.includes('Casey Rivera'));
        await steps.logOut();
        await steps.backStaysSignedOut();
      },
    );

    test(
      name(`borrower1: dashboard, loan details and history, a payment, the profile (${label})`),
      async () => {
        await resetSandbox(lane, TODAY_IS_PAYABLE);
        await driver.resize(at());
        await steps.start();
        await steps.signIn('borrower1');
        await steps.atUrl(/#\/myaccount\/dashboard$/);
        await steps.see({ role: 'heading', name: 'My Accounts' });
        await steps.see({ role: 'table', name: 'Loan Accounts' });

        // Loan details with its history: a table on a desktop, a list on a phone.
        await steps.goTo(`#/myaccount/loanDetails/${AUTO_LOAN}`);
        const history = { role: 'region', name: 'Loan History' };
        await steps.see(history);
        await steps.check({ role: 'radio', name: 'All', within: history });
        await steps
          .see({ role: 'row', within: { role: 'table', name: 'Loan history' } })
          .catch(() => steps.see({ role: 'listitem', within: history }));

        // A one-time payment on the business date, to its confirmation.
        await steps.goTo(`#/myaccount/payment/${AUTO_LOAN}`);
        await steps.see({ role: 'heading', name: 'Make Payment' });
        await steps.check({ role: 'radio', name: 'E-Check' });
        await steps.check({ role: 'radio', name: 'Checking x4321' });
        await steps.fill({ label: 'Amount' }, '150');
        await steps.click({ role: 'button', name: 'Make Payment' });
        await steps.click({ role: 'button', name: 'Yes', within: { role: 'alertdialog' } });
        await steps.atUrl(/#\/myaccount\/paymentConfirm$/);
        await steps.see({ role: 'heading', name: 'Payment Confirmation' });
        await steps.see({ role: 'row', name: { pattern: '^Confirmation Number' } }, (row) =>
          /IP\d{8}/.test(row.text),
        );
        await steps.see({ role: 'row', name: { pattern: '^Total' } }, (row) =>
          row.text.includes('$150.00'),
        );

        // The profile: leaving with an edit asks first; No keeps it, Save saves it.
        await steps.navigate('Profile');
        await steps.atUrl(/#\/myaccount\/profile$/);
        const personal = { role: 'region', name: 'Personal Information' };
        await steps.fill({ label: 'City', within: personal }, 'Harbert');
        await steps.navigate('Dashboard');
        const unsaved = { role: 'alertdialog', name: 'Unsaved Changes' };
        await steps.see(unsaved, (dialog) =>
          dialog.text.includes(
            'There are unsaved changes on the page, are you sure you want to continue?',
          ),
        );
        await steps.click({ role: 'button', name: 'No', within: unsaved });
        await steps.gone(unsaved);
        await steps.atUrl(/#\/myaccount\/profile$/);
        await steps.see({ label: 'City', within: personal }, (city) => city.value === 'Harbert');
        await steps.click({ role: 'button', name: 'Save', within: personal });
        await steps.see({ role: 'status', name: 'Saved', within: personal });
        await steps.gone({ role: 'button', name: 'Save', within: personal });
        await steps.navigate('Dashboard');
        await steps.atUrl(/#\/myaccount\/dashboard$/);

        // Logout, and Back does not bring the signed-in page back.
        await steps.logOut();
        await steps.backStaysSignedOut();
      },
    );
  }
}
