import type { AreaModule, AreaName, AreaPage } from '@portal/shared-contracts';
import { loadArea } from './load-area';

/** Starts loading a page's area and then the page's own code; both loads are kept and shared. */
export function startPage(
  route: { area: AreaName; page: AreaPage },
  load: (area: AreaName) => Promise<AreaModule> = loadArea,
): Promise<void> {
  return load(route.area).then((module) => module.preload?.(route.page));
}
