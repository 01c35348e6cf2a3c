// One React Refresh runtime per page (development only). Every app's bundle carries its own
// copy of react-refresh/runtime, but React (a federation singleton) reports to one DevTools
// hook and keeps one refresh handler: a remote refreshing through a second copy would hand
// React families it never registered and undo the other apps' edits. So the first app on the
// page (the shell, or a remote run standalone) publishes its copy, and every later one uses it.
// 'react-refresh-own-copy' is tooling/webpack-app.js's alias for this app's react-refresh/runtime.
/* global module, require */
const KEY = Symbol.for('borrower-portal.react-refresh-runtime');
// eslint-disable-next-line @typescript-eslint/no-require-imports -- CommonJS: the copy loads only if none is published yet.
module.exports = globalThis[KEY] || (globalThis[KEY] = require('react-refresh-own-copy'));
