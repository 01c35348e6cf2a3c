// The exact command every container of docker-compose.yml runs, exercised without Docker.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const dir = mkdtempSync(path.join(tmpdir(), 'serve-app-'));
mkdirSync(path.join(dir, 'dist'));
writeFileSync(path.join(dir, 'dist', 'remoteEntry.js'), 'var portal_payments;');
let child;
let origin;

beforeAll(async () => {
  const script = path.join(import.meta.dirname, '..', 'serve-app.js');
  child = spawn(
    process.execPath,
    [script, '--role', 'remote', '--root', path.join(dir, 'dist'), '--port', '0'],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  // It prints the address it listens on; port 0 lets the OS pick a free one.
  const line = await new Promise((resolve) =>
    child.stdout.once('data', (data) => resolve(String(data))),
  );
  origin = /http:\/\/[\d.]+:\d+/.exec(line)[0];
});

afterAll(() => {
  child.kill('SIGTERM');
});

describe('serve-app.js (the containers command)', () => {
  it('serves a remote entry that another origin may load, and revalidates it on every load', async () => {
    const response = await fetch(`${origin}/remoteEntry.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('content-type')).toContain('javascript');
  });

  it('refuses to start without its required arguments', async () => {
    const script = path.join(import.meta.dirname, '..', 'serve-app.js');
    const code = await new Promise((resolve) =>
      spawn(process.execPath, [script, '--role', 'remote'], { stdio: 'ignore' }).on(
        'exit',
        resolve,
      ),
    );
    expect(code).toBe(2);
  });
});
