// Errors no code of ours catches, captured from the first render on: uncaught errors, unhandled
// rejections, scripts with an integrity that did not run, and CSP violations. Only the kind, the
// page's route pattern and the script at fault are kept; messages and stacks never are.
import { capture, currentRoute, scriptOf } from './capture';

const STACK_URL = /(https?:\/\/[^\s)]+?):\d+:\d+/;

/** The first script URL a stack names (the frame that threw). */
const stackScript = (reason: unknown): string | undefined => {
  const stack = reason instanceof Error ? reason.stack : undefined;
  return scriptOf(stack?.match(STACK_URL)?.[1]);
};

export function watchPageErrors(target: Window = window) {
  target.addEventListener(
    'error',
    (event) => {
      const element = event.target;
      // A script or preload that failed: seen here in the capture phase (it does not bubble).
      if (element instanceof HTMLScriptElement || element instanceof HTMLLinkElement) {
        const url = element instanceof HTMLScriptElement ? element.src : element.href;
        if (element.integrity) capture({ kind: 'script-failed', route: currentRoute(), url });
        return;
      }
      if (!(event instanceof ErrorEvent)) return;
      const script = scriptOf(event.filename) ?? stackScript(event.error);
      capture({
        kind: 'error',
        type: 'uncaught',
        route: currentRoute(),
        ...(script ? { script } : {}),
      });
    },
    true,
  );
  target.addEventListener('unhandledrejection', (event) => {
    const script = stackScript(event.reason);
    capture({
      kind: 'error',
      type: 'unhandled-rejection',
      route: currentRoute(),
      ...(script ? { script } : {}),
    });
  });
  target.document.addEventListener('securitypolicyviolation', (event) => {
    const script = scriptOf(event.sourceFile);
    capture({ kind: 'error', type: 'csp', route: currentRoute(), ...(script ? { script } : {}) });
  });
}
