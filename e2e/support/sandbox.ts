// Test fixtures that steer the sandbox back end and the servers, never the app under test.
import { controlUrl, sandboxUrl } from './topology';

export async function resetSandbox(profile = 'default', options: Record<string, string> = {}) {
  const response = await fetch(`${sandboxUrl}/__sandbox/reset`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ profile, options }),
  });
  if (!response.ok)
    throw new Error(`sandbox reset failed: ${response.status} ${await response.text()}`);
}

export async function clientErrors(): Promise<Array<{ Message: string }>> {
  const response = await fetch(`${sandboxUrl}/__sandbox/client-errors`);
  const body = (await response.json()) as unknown;
  const list = Array.isArray(body)
    ? body
    : ((body as { ClientErrors?: unknown[] }).ClientErrors ?? []);
  return list as Array<{ Message: string }>;
}

export async function expireToken(userToken: string) {
  await fetch(`${sandboxUrl}/__sandbox/expire-token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ UserToken: userToken }),
  });
}

async function control(area: string, action: 'stop' | 'start') {
  const response = await fetch(`${controlUrl}/remotes/${area}/${action}`, { method: 'POST' });
  if (!response.ok) throw new Error(`could not ${action} the ${area} remote`);
}

export const stopRemote = (area: string) => control(area, 'stop');
export const startRemote = (area: string) => control(area, 'start');
