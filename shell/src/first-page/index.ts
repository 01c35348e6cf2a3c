// Entry of the page's boot script (built apart from the shell by tooling/boot-script-plugin.js).
import { preloadArea } from './preload-area';

declare const __SHELL_SHARED__: readonly string[];

void preloadArea(document, fetch, __SHELL_SHARED__);
