// The first page renders once its area and its page's code have loaded, when that is soon.
// Their files are already on their way beside the shell's (docs/decisions/003); rendering the
// router before they have run shows a loading fallback, and React then holds the page back until
// 300 ms after that fallback appeared (its Suspense throttle): on a phone, the page came ~300 ms
// later than its files allowed. An area that is slow, failing or older (no preload) is not waited
// for beyond `patienceMs`: the page's own loading state and error fallback take over. The same
// holds for the shell's code the page is shown in (`alongside`: the signed-in chrome).
import type { AreaModule, AreaName, AreaPage } from '@portal/shared-contracts';
import { loadArea } from './load-area';
import { startPage } from './start-page';

export async function firstPageReady(
  route: { area: AreaName; page: AreaPage } | null,
  patienceMs: number,
  load: (area: AreaName) => Promise<AreaModule> = loadArea,
  alongside?: Promise<unknown>,
): Promise<void> {
  if (!route) return;
  const ready = Promise.all([startPage(route, load), alongside]);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const patience = new Promise<void>((resolve) => (timer = setTimeout(resolve, patienceMs)));
  try {
    await Promise.race([ready.catch(() => undefined), patience]);
  } finally {
    clearTimeout(timer);
  }
}
