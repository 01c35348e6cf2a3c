#!/usr/bin/env node
// Serves one app: the containers of docker-compose.yml run exactly this.
//   node tooling/serve-app.js --role remote --root mfe-payments/dist --port 3002
//   node tooling/serve-app.js --role remote --deploy-root /deploy --app mfe-payments --port 3002
//   node tooling/serve-app.js --role shell --deploy-root /deploy --port 3000 --api http://sandbox:3100
// With --deploy-root, a remote's origin serves every published version of that app, and the
// shell's origin serves the live shell release with the deploy root's remotes.json.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createStaticServer, liveShellIndex } from './static-server.js';

const { values } = parseArgs({
  options: {
    role: { type: 'string', default: 'remote' },
    root: { type: 'string' },
    port: { type: 'string' },
    host: { type: 'string', default: '127.0.0.1' },
    api: { type: 'string' },
    remotes: { type: 'string' },
    'deploy-root': { type: 'string' },
    app: { type: 'string' },
  },
});

const deployRoot = values['deploy-root'];
if (deployRoot) {
  values.root =
    values.role === 'shell'
      ? path.join(deployRoot, 'shell')
      : path.join(deployRoot, values.app ?? '');
  if (values.role === 'shell') values.remotes = path.join(deployRoot, 'remotes.json');
}

if (
  (deployRoot && values.role === 'remote' && !values.app) ||
  !values.root ||
  !values.port ||
  (values.role !== 'shell' && values.role !== 'remote')
) {
  console.error(
    'usage: serve-app.js --role shell|remote (--root DIR | --deploy-root DIR [--app APP]) --port N [--host H] [--api URL] [--remotes FILE]',
  );
  process.exit(2);
}

const server = createStaticServer({
  role: values.role,
  root: values.root,
  port: Number(values.port),
  host: values.host,
  apiTarget: values.api,
  remotesFile: values.remotes,
  ...(deployRoot && values.role === 'shell' ? { index: liveShellIndex(deployRoot) } : {}),
});
const listening = await server.listen();
console.log(`${values.role} ${values.root} on http://${values.host}:${listening.address().port}`);
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => server.close().then(() => process.exit(0)));
