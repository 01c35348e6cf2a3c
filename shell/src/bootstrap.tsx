import { getPortal, provideDialogs } from '@portal/shared-contracts';
import { readSettings } from './lib/shell-settings';
import { createRoot } from 'react-dom/client';
import { registerAreaRemotes } from './areas/federation';
import { firstPageReady } from './areas/first-page-ready';
import { loadArea } from './areas/load-area';
import { startUp } from './boot/start-up';
import { applyBrandColours } from './branding/brand-colours';
import { loadSignedInChrome } from './layouts/load-signed-in-chrome';
import { LoadingIndicator } from './components/loading-indicator';
import { watchLoanAccounts } from './navigation/use-loan-accounts';
import { reportClientError, setRunsOverride } from './lib/shell-services';
import { loadDialogViewsOnFirstInput } from './dialogs/load-dialog-views';
import { shellDialogs } from './dialogs/shell-dialogs';
import { resolveOverrides } from './overrides/resolve-overrides';
import { BootFailurePage } from './pages/boot-failure-page';
import { Error500Page } from './pages/error500-page';
import { PortalRouter } from './routing/portal-router';
import { routeOfLocation } from './routing/route-of-location';
import { createPortalHistory, routes } from './routing/router';
import { countFetches } from './telemetry/network-quiet';
import { watchPageErrors } from './telemetry/page-errors';
import { startTelemetry } from './telemetry/start-telemetry';
// The page the shell owns: the contract's tokens, the document's base, the shell's chrome (and
// the deprecated classes older areas still use). Building blocks come with their components.
import '@portal/shared-contracts/tokens.css';
import '@portal/ui/page.css';
import './styles/shell-chrome.css';

/** How long the first render waits for its page's area and code (./areas/first-page-ready). */
const FIRST_PAGE_PATIENCE_MS = 1000;

async function boot() {
  // Errors are captured from now on; the agent that sends them loads once the page is idle.
  watchPageErrors();
  countFetches();
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  const root = createRoot(container);
  root.render(<LoadingIndicator label="Loading the portal…" />);

  const { api, store } = getPortal();
  // The signed-in chrome is its own chunk (./layouts/load-signed-in-chrome): a tab with a session
  // starts it now, beside start-up; a tab that signs in starts it at that moment.
  const chrome = store.getState().session?.userToken ? loadSignedInChrome() : undefined;
  store.subscribe((state, previous) => {
    if (state.session?.userToken && !previous.session?.userToken)
      loadSignedInChrome().catch(() => undefined);
  });
  const result = await startUp(api);
  if (result.kind !== 'ready') {
    void reportClientError(result.error, `start-up: ${result.kind}`);
    root.render(result.kind === 'settings-failed' ? <Error500Page /> : <BootFailurePage />);
    return;
  }

  store.getState().setOptions(result.options);
  applyBrandColours(readSettings(result.options).text);
  // Every area's getDialogs() now shows the shell's accessible modals.
  provideDialogs(shellDialogs);
  // An area this browser overrides (only where the deployment allows it: docs/decisions/008).
  const { remotes, active } = await resolveOverrides(result.remotes);
  setRunsOverride(active.length > 0);
  registerAreaRemotes(
    remotes,
    (remote, error) => void reportClientError(error, `remote ${remote}`),
  );
  // Only a browser running an override shows the banner, so only it downloads the banner's code.
  const banner =
    active.length > 0
      ? import(/* webpackChunkName: "override-banner" */ './overrides/override-banner').catch(
          (error: unknown) => void reportClientError(error, 'override banner'),
        )
      : undefined;
  const signedIn = Boolean(store.getState().session?.userToken);
  const route = routeOfLocation(window.location.hash, signedIn);
  await firstPageReady(route, FIRST_PAGE_PATIENCE_MS, loadArea, chrome);
  // Just before the first page renders (not earlier: an Unauthorized answer needs the router's
  // session watch), so the page's area takes this answer instead of asking again (./navigation).
  watchLoanAccounts(store, api);
  const OverrideBanner = (await banner)?.OverrideBanner;
  loadDialogViewsOnFirstInput();
  root.render(
    <>
      {OverrideBanner && <OverrideBanner active={active} />}
      <PortalRouter history={createPortalHistory()} routes={routes} />
    </>,
  );
  startTelemetry({
    sampleRate: readSettings(result.options).number('Telemetry.SampleRate'),
    remotes,
    onLoadFailure: (error) => void reportClientError(error, 'telemetry agent'),
  });
}

void boot();
