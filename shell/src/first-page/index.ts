// Entry of the page's boot script (built apart from the shell by tooling/boot-script-plugin.js).
import { preloadArea } from './preload-area';

void preloadArea();
