// For a lazily loaded page: the page wrapped in its area's query cache, both loaded on demand.
// Nothing here imports TanStack Query statically. The caller imports the cache
// (`@portal/area-kit/area-queries`) under the page's own chunk name (webpackChunkName), so it is
// among the page's first files and the page's boot script preloads it with the page
// (tooling/page-preload-plugin.js) instead of it loading one wave later.
import type { AreaName } from '@portal/shared-contracts';
import type { ComponentType } from 'react';
import type { AreaQueries } from './area-queries';

export async function withAreaQueries<P extends object>(
  area: AreaName,
  page: Promise<{ default: ComponentType<P> }>,
  queries: Promise<{ AreaQueries: typeof AreaQueries }>,
): Promise<{ default: ComponentType<P> }> {
  const [{ AreaQueries }, { default: Page }] = await Promise.all([queries, page]);
  return {
    default: function PageWithQueries(props: P) {
      return (
        <AreaQueries area={area}>
          <Page {...props} />
        </AreaQueries>
      );
    },
  };
}
