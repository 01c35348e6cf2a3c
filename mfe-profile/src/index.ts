// Standalone development entry (the portal loads ./area instead). The async boundary lets
// federation settle the shared modules before React is imported.
import('./bootstrap');
