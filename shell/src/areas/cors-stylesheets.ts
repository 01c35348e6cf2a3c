// The runtime plugin that requests every area stylesheet the federation runtime links (an
// exposed module's CSS, from the remote's origin) with CORS. A cross-origin sheet without it
// cannot be read by the page, and tools that read styles (axe) then re-insert its text as an
// inline <style>, which the portal's CSP refuses (docs/decisions/007). The remotes' origins
// answer with Access-Control-Allow-Origin (tooling/server-headers.js). No React here.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export function corsStylesheets(): ModuleFederationRuntimePlugin {
  return {
    name: 'portal-cors-stylesheets',
    createLink({ url, attrs }) {
      if (attrs?.['rel'] !== 'stylesheet') return undefined;
      const link = document.createElement('link');
      for (const [name, value] of Object.entries(attrs)) link.setAttribute(name, String(value));
      link.setAttribute('href', url);
      link.setAttribute('crossorigin', 'anonymous');
      return link;
    },
  };
}
