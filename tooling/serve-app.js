#!/usr/bin/env node
// Serves one app's build: `node tooling/serve-app.js --role remote --root mfe-payments/dist --port 3002`
// (the containers run exactly this).
import { parseArgs } from 'node:util';
import { createStaticServer } from './static-server.js';

const { values } = parseArgs({
  options: {
    role: { type: 'string', default: 'remote' },
    root: { type: 'string' },
    port: { type: 'string' },
    host: { type: 'string', default: '127.0.0.1' },
    api: { type: 'string' },
    remotes: { type: 'string' },
  },
});

if (!values.root || !values.port || (values.role !== 'shell' && values.role !== 'remote')) {
  console.error(
    'usage: serve-app.js --role shell|remote --root DIR --port N [--host H] [--api URL] [--remotes FILE]',
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
});
const listening = await server.listen();
console.log(`${values.role} ${values.root} on http://${values.host}:${listening.address().port}`);
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => server.close().then(() => process.exit(0)));
