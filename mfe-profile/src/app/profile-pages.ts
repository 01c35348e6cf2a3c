// The page is its own module, loaded on demand or ahead of its first render (the shell asks for
// the page a cold load lands on: shared-contracts AreaModule.preload).
import { preloadablePage, type PreloadablePage } from '@portal/area-kit/preloadable-page';
import type { AreaPage } from '@portal/shared-contracts';
import { withAreaQueries } from '@portal/area-kit/with-area-queries';

// Like every area's querying pages, it brings the area's query cache with it (withAreaQueries).
export const PAGES = {
  profile: preloadablePage(() =>
    withAreaQueries(
      'profile',
      import(/* webpackChunkName: "page-profile" */ '../features/profile/components/profile-page'),
      import(/* webpackChunkName: "page-profile" */ '@portal/area-kit/area-queries'),
    ),
  ),
} satisfies Record<AreaPage<'profile'>, PreloadablePage<object>>;

export function preloadProfilePage(page: AreaPage<'profile'>): Promise<void> {
  return PAGES[page].preload();
}
