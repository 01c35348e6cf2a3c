// The error banners a borrower sees, by their catalogue code: every area marks its banners with
// `data-banner-code`, and the shell watches the page for them, so areas need no runtime contract.
import { isBannerCode, type BannerCode } from '@portal/telemetry-contract/banner-codes';

const SELECTOR = '[data-banner-code]';
const ATTRIBUTE = 'data-banner-code';

/**
 * Reports each banner once when it appears (or its code changes), including those shown before
 * the watch began. Only catalogued codes are reported; a banner's text is never read.
 */
export function watchBanners(document: Document, report: (code: BannerCode) => void) {
  const reported = new WeakMap<Element, string>();
  const look = (element: Element) => {
    const found = element.matches(SELECTOR) ? [element] : [];
    for (const banner of [...found, ...element.querySelectorAll(SELECTOR)]) {
      const code = banner.getAttribute(ATTRIBUTE);
      if (reported.get(banner) === code) continue;
      if (code !== null) reported.set(banner, code);
      if (isBannerCode(code)) report(code);
    }
  };
  look(document.documentElement);
  new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'attributes' && record.target instanceof Element) look(record.target);
      for (const node of record.addedNodes) if (node instanceof Element) look(node);
    }
  }).observe(document.documentElement, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: [ATTRIBUTE],
  });
}
