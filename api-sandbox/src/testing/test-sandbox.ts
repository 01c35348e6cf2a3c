import { afterAll } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSandbox, type Sandbox } from '../sandbox.ts';

// Test helpers (not a test file): a sandbox on a free port in a temp folder, and a JSON client.

/** Response bodies as tests read them: loosely, with assertions doing the checking. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests assert on the shape instead
export type LooseJson = any;

export interface ApiResponse<T = LooseJson> {
  status: number;
  body: T;
}

export interface RequestOptions {
  body?: unknown;
  /** Sent as-is instead of JSON.stringify(body). */
  rawBody?: string | Buffer;
  /** Sent as multipart/form-data (an upload); fetch writes the boundary. */
  form?: FormData;
  token?: string;
  headers?: Record<string, string>;
}

export interface TestSandbox {
  url: string;
  dataDir: string;
  request<T = LooseJson>(
    method: string,
    path: string,
    options?: RequestOptions,
  ): Promise<ApiResponse<T>>;
  /** Signs in and returns the login response (throws unless HTTP 200). */
  login(username: string, password?: string, extra?: Record<string, unknown>): Promise<LooseJson>;
  reset(profile?: string, options?: Record<string, unknown>): Promise<ApiResponse>;
  /** Stops the server (keeps the folder). */
  stop(): Promise<void>;
  /** Stops the server and deletes the folder. */
  close(): Promise<void>;
}

/** What the tests check of a password is the rules around it, not scrypt's strength: a low work
 * factor makes each sign-in cost 1 MiB and a few milliseconds instead of 16 MiB and tens. */
const TEST_PASSWORD_COST = 1024;

const dataDirs: string[] = [];

// Every data folder goes when its test file is done, also those of sandboxes a test stops and
// restarts on the same data, so a run leaves nothing in the machine's temp folder.
afterAll(() => {
  for (const dir of dataDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

export function makeDataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'api-sandbox-test-'));
  dataDirs.push(dir);
  return dir;
}

export async function startTestSandbox(
  dataDir = makeDataDir(),
  now?: () => Date,
): Promise<TestSandbox> {
  const sandbox: Sandbox = await createSandbox({
    dataDir,
    port: 0,
    passwordCost: TEST_PASSWORD_COST,
    ...(now ? { now } : {}),
  });

  async function request<T>(
    method: string,
    path: string,
    options: RequestOptions = {},
  ): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token !== undefined) headers['UserToken'] = options.token;
    let body: string | Buffer | FormData | undefined = options.rawBody ?? options.form;
    if (body === undefined && options.body !== undefined) body = JSON.stringify(options.body);
    if (body !== undefined && !options.form) headers['Content-Type'] ??= 'application/json';
    const response = await fetch(`${sandbox.url}${path}`, { method, headers, body });
    const text = await response.text();
    return { status: response.status, body: text ? (JSON.parse(text) as T) : (undefined as T) };
  }

  return {
    url: sandbox.url,
    dataDir,
    request,
    async login(username, password = 'Welcome123', extra = {}) {
      const response = await request('POST', '/api/login/userlogin', {
        body: { username, password, ...extra },
      });
      if (response.status !== 200)
        throw new Error(`login ${username} → ${response.status} ${JSON.stringify(response.body)}`);
      return response.body;
    },
    reset: (profile, options) =>
      request('POST', '/__sandbox/reset', { body: { profile, options } }),
    stop: () => sandbox.close(),
    async close() {
      await sandbox.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const envelope = (errorMessage: string) => ({
  HasNoErrors: false,
  Errors: [{ ErrorMessage: errorMessage }],
});
