// The page is its own module, loaded on demand or ahead of its first render (the shell asks for
// the page a cold load lands on: shared-contracts AreaModule.preload).
import { preloadablePage, type PreloadablePage } from '@portal/area-kit/preloadable-page';
import type { AreaPage } from '@portal/shared-contracts';

export const PAGES = {
  profile: preloadablePage(
    () =>
      import(/* webpackChunkName: "page-profile" */ '../features/profile/components/profile-page'),
  ),
} satisfies Record<AreaPage<'profile'>, PreloadablePage<object>>;

export function preloadProfilePage(page: AreaPage<'profile'>): Promise<void> {
  return PAGES[page].preload();
}
