// For React.lazy: a page wrapped in the area's query cache, both loaded on demand. Nothing here
// imports TanStack Query statically, so the area's entry (and the login form) stays without it.
import type { ComponentType } from 'react';

export async function withAreaQueries(
  page: Promise<{ default: ComponentType }>,
): Promise<{ default: ComponentType }> {
  const [{ AreaQueries }, { default: Page }] = await Promise.all([import('./area-queries'), page]);
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
