import { ui } from '@portal/ui/class-names';
/** Shown when the portal's own deploy configuration (remotes.json) cannot be read. */
export function BootFailurePage() {
  return (
    <main className="boot-page" id="main">
      <h1>The portal is unavailable</h1>
      <p>
        The portal could not start because its configuration could not be loaded. Please try again
        in a few minutes.
      </p>
      <button type="button" className={ui.button} onClick={() => window.location.reload()}>
        Try again
      </button>
    </main>
  );
}
