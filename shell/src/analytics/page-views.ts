// Page views for the institution's analytics setups (spec 1 §2: on navigation end, when
// configured). The CSP lets no third-party script load, so the shell records gtag-style commands
// in window.dataLayer, the queue a tag script reads once an institution allows one to load.

export interface PageView {
  path: string;
  title: string;
  location: string;
}

/** Receives one gtag-style command, e.g. ['event', 'page_view', {...}]. */
export type AnalyticsSink = (command: readonly unknown[]) => void;

const TAG_ID = /^[A-Z]{1,4}-[A-Z0-9-]{4,}$/i;

/** The configured setups: comma- or space-separated ids; anything else is ignored. */
export function analyticsTagIds(setting: string): string[] {
  return setting
    .split(/[\s,]+/)
    .map((id) => id.trim())
    .filter((id) => TAG_ID.test(id));
}

export function sendPageView(tagIds: readonly string[], view: PageView, sink: AnalyticsSink) {
  for (const id of tagIds) {
    sink([
      'event',
      'page_view',
      { send_to: id, page_path: view.path, page_title: view.title, page_location: view.location },
    ]);
  }
}

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export function dataLayerSink(target: Window = window): AnalyticsSink {
  return (command) => {
    target.dataLayer ??= [];
    target.dataLayer.push(command);
  };
}
