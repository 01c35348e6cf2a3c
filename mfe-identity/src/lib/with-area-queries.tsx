// For React.lazy: a page wrapped in the area's query cache, both loaded on demand. Nothing here
// imports TanStack Query statically, so the area's entry (and the login form) stays without it.
// The caller imports the cache under the page's own chunk name (webpackChunkName), so it is
// among the page's first files and the page's boot script preloads it with the page
// (tooling/page-preload-plugin.js) instead of it loading one wave later.
import type { ComponentType } from 'react';
import type { AreaQueries } from './area-queries';

export async function withAreaQueries(
  page: Promise<{ default: ComponentType }>,
  queries: Promise<{ AreaQueries: typeof AreaQueries }>,
): Promise<{ default: ComponentType }> {
  const [{ AreaQueries }, { default: Page }] = await Promise.all([queries, page]);
  return {
    default: function PageWithQueries() {
      return (
        <AreaQueries>
          <Page />
        </AreaQueries>
      );
    },
  };
}
