import type { APIRequestContext } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '../support/portal-test';
import { E2E_BASE_PORT, portalUrl } from '../support/topology';

// The telemetry path of issue 51 with hand-made batches, as a platform engineer would try it:
// the portal's own origin takes POST /telemetry, the receiver answers by the contract, and
// Prometheus (scraping every 2 s in the journeys) holds the series within seconds, with any
// version nobody published reported as `unknown`.
const prometheusUrl = `http://127.0.0.1:${E2E_BASE_PORT + 97}`;
const ROUTE = 'myaccount/paymentConfirm';

const pageView = (version: string) => ({
  kind: 'page-view',
  area: 'payments',
  version,
  variant: 'stable',
  route: ROUTE,
});
const batch = (events: unknown[]) => JSON.stringify({ schema: 1, shell: shellVersion(), events });

function shellVersion(): string {
  const file = path.resolve(import.meta.dirname, '../../shell/package.json');
  return JSON.parse(readFileSync(file, 'utf8')).version;
}

/** The sum of a query's series in Prometheus, 0 while it has none. */
async function queried(request: APIRequestContext, query: string) {
  const response = await request.get(`${prometheusUrl}/api/v1/query`, { params: { query } });
  const body = await response.json();
  return (body.data.result as { value: [number, string] }[]).reduce(
    (sum, series) => sum + Number(series.value[1]),
    0,
  );
}

test("the portal's /telemetry takes a batch, and Prometheus holds its events within seconds", async ({
  request,
}) => {
  const remotes = await (await request.get(`${portalUrl}/remotes.json`)).json();
  const live: string = remotes.payments.version;
  const post = (data: string) => request.post(`${portalUrl}/telemetry`, { data });

  expect((await post(batch([pageView(live), pageView(live), pageView('9.9.9')]))).status()).toBe(
    204,
  );
  expect((await post('not a batch')).status()).toBe(400);
  expect(
    (await post(batch([{ ...pageView(live), route: 'myaccount/payment/00011002347' }]))).status(),
  ).toBe(400);
  expect((await post(batch([pageView(live)]).padEnd(20_000, ' '))).status()).toBe(413);
  // The receiver's /metrics is not the portal's: only POST /telemetry passes.
  expect((await request.get(`${portalUrl}/telemetry`)).status()).toBe(403);
  expect((await request.get(`${portalUrl}/metrics`)).status()).not.toBe(200);

  const views = (version: string) =>
    queried(
      request,
      `portal_page_views_total{area="payments",variant="stable",route="${ROUTE}",version="${version}"}`,
    );
  await expect.poll(() => views(live), { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
  await expect.poll(() => views('unknown'), { timeout: 15_000 }).toBeGreaterThanOrEqual(1);
  expect(await views('9.9.9')).toBe(0);
  expect(
    await queried(request, 'portal_telemetry_unknown_labels_total{label="version"}'),
  ).toBeGreaterThanOrEqual(1);
  // Refused after the accepted batch: they may reach Prometheus a scrape later.
  for (const outcome of ['malformed', 'oversized'])
    await expect
      .poll(() => queried(request, `portal_telemetry_batches_total{outcome="${outcome}"}`), {
        timeout: 15_000,
      })
      .toBeGreaterThanOrEqual(1);
});

test('nginx logs the telemetry request as JSON with its id, the receiver the same id, neither the query', async ({
  request,
}) => {
  const logs = path.resolve(import.meta.dirname, `../../.sandbox-data/e2e-${E2E_BASE_PORT}/logs`);
  const lines = (file: string) =>
    readFileSync(path.join(logs, file), 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  // 37 events, a count no page's batch is likely to have: the newest such line is this batch's.
  const ours = () => lines('telemetry-receiver.log').filter((l) => l['events'] === 37);
  const before = ours().length;
  const response = await request.post(`${portalUrl}/telemetry?account=00011002347`, {
    data: batch(Array(37).fill(pageView('local'))),
  });
  expect(response.status()).toBe(204);
  await expect.poll(() => ours().length).toBe(before + 1);
  const received = () => ours().at(-1);
  expect(received()).toMatchObject({ outcome: 'accepted', status: 204 });
  const id = received()!['requestId'];
  expect(id).toMatch(/^[0-9a-f]{32}$/);
  // nginx writes its line once the answer is sent: the same request, by the same id.
  await expect
    .poll(() => lines('nginx-shell-access.log').find((l) => l['request_id'] === id))
    .toMatchObject({ method: 'POST', uri: '/telemetry', status: 204 });
  const all =
    readFileSync(path.join(logs, 'nginx-shell-access.log'), 'utf8') +
    readFileSync(path.join(logs, 'telemetry-receiver.log'), 'utf8');
  expect(all).not.toContain('00011002347');
});
