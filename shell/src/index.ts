// An async boundary: federation must settle the shared modules before React is imported.
import('./bootstrap');
