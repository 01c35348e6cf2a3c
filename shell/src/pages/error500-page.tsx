import { ui } from '@portal/ui/class-names';
/** Shown when the institution's start-up settings cannot be loaded (spec 1 §1). */
export function Error500Page() {
  return (
    <main className="boot-page" id="main">
      <h1>Something went wrong</h1>
      <p>We could not load the portal. Please try again in a few minutes.</p>
      <button type="button" className={ui.button} onClick={() => window.location.reload()}>
        Try again
      </button>
    </main>
  );
}
