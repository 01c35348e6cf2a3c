import { describe, expect, it } from '@jest/globals';
import { MAX_BATCH_BYTES, MAX_EVENTS_PER_BATCH } from '@portal/telemetry-contract/batch';
import { batch, event, testReceiver } from './testing.ts';

/** The value of one series in the exposition text, or undefined when it is absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

const page = (version = '0.1.2', variant = 'canary') =>
  `portal_page_views_total{area="payments",version="${version}",variant="${variant}",route="myaccount/payment/:accountNumber",shell="0.1.0"}`;

describe('POST /telemetry', () => {
  it('answers 204 to a valid batch and counts each event by area, version and variant', async () => {
    const { post, metricsText } = testReceiver();
    const events = [
      event(),
      event({ kind: 'error', type: 'boundary' }),
      event({ kind: 'area-load', outcome: 'failed', ms: 1500 }),
      event({ kind: 'vital', name: 'INP', value: 240 }),
      event({ kind: 'vital', name: 'CLS', value: 0.12 }),
      event({ kind: 'banner', code: 'payments.submit-failed' }),
    ];
    const res = await post(batch(events));
    expect(res.status).toBe(204);
    expect(await res.text()).toBe('');
    const text = await metricsText();
    const who = 'area="payments",version="0.1.2",variant="canary"';
    expect(sample(text, page())).toBe(1);
    expect(
      sample(
        text,
        `portal_client_errors_total{${who},route="myaccount/payment/:accountNumber",type="boundary"}`,
      ),
    ).toBe(1);
    expect(sample(text, `portal_area_loads_total{${who},outcome="failed"}`)).toBe(1);
    // 1.5 s: in the 2 s bucket, not the 1 s one.
    expect(sample(text, `portal_area_load_seconds_bucket{le="1",${who},outcome="failed"}`)).toBe(0);
    expect(sample(text, `portal_area_load_seconds_bucket{le="2",${who},outcome="failed"}`)).toBe(1);
    // INP arrives in milliseconds and is stored in seconds.
    expect(sample(text, `portal_web_vital_seconds_sum{${who},name="INP"}`)).toBeCloseTo(0.24);
    expect(sample(text, `portal_cls_sum{${who}}`)).toBeCloseTo(0.12);
    expect(
      sample(
        text,
        `portal_error_banners_total{${who},route="myaccount/payment/:accountNumber",code="payments.submit-failed"}`,
      ),
    ).toBe(1);
    expect(sample(text, 'portal_telemetry_batches_total{outcome="accepted"}')).toBe(1);
  });

  it('starts the error and load-failure series of a release at 0, so their first increase shows', async () => {
    const { post, metricsText } = testReceiver();
    await post(batch([event(), event({ kind: 'area-load', outcome: 'ok', ms: 300 })]));
    const text = await metricsText();
    const who = 'area="payments",version="0.1.2",variant="canary"';
    const route = 'route="myaccount/payment/:accountNumber"';
    for (const type of [
      'uncaught',
      'unhandled-rejection',
      'boundary',
      'area-load',
      'integrity',
      'csp',
    ])
      expect(sample(text, `portal_client_errors_total{${who},${route},type="${type}"}`)).toBe(0);
    expect(sample(text, `portal_area_loads_total{${who},outcome="failed"}`)).toBe(0);
    expect(sample(text, `portal_area_loads_total{${who},outcome="ok"}`)).toBe(1);
    // An error that follows counts from 0, in the same series.
    await post(batch([event({ kind: 'error', type: 'boundary' })]));
    expect(
      sample(await metricsText(), `portal_client_errors_total{${who},${route},type="boundary"}`),
    ).toBe(1);
  });

  it.each([
    ['not JSON', 'schema=1&events=[]'],
    ['JSON of another shape', JSON.stringify({ events: [event()] })],
    ['an event with a field the contract lacks', batch([event({ email: 'alex@example.com' })])],
    ['an account number as its route', batch([event({ route: 'myaccount/payment/00011002347' })])],
    ['more events than a batch holds', batch(Array(MAX_EVENTS_PER_BATCH + 1).fill(event()))],
    ['an empty body', ''],
  ])('answers 400 to %s and counts nothing of it', async (_, body) => {
    const { post, metricsText } = testReceiver();
    expect((await post(body)).status).toBe(400);
    const text = await metricsText();
    expect(sample(text, 'portal_telemetry_batches_total{outcome="malformed"}')).toBe(1);
    expect(text).not.toMatch(/^portal_page_views_total\{/m);
  });

  it('answers 413 above the contract’s byte bound, announced or streamed', async () => {
    const { post, metricsText } = testReceiver();
    const big = batch([event()]).padEnd(MAX_BATCH_BYTES + 1, ' ');
    const announced = { headers: { 'Content-Length': String(Buffer.byteLength(big)) } };
    expect((await post(big, announced)).status).toBe(413);
    const streamed = new Blob([big]).stream();
    const { app } = testReceiver();
    const res = await app.request('/telemetry', {
      method: 'POST',
      body: streamed,
      // @ts-expect-error Node's fetch needs duplex for a streamed body; the DOM types lack it
      duplex: 'half',
    });
    expect(res.status).toBe(413);
    // A batch at the bound itself is still read.
    expect((await post(batch([event()]).padEnd(MAX_BATCH_BYTES, ' '))).status).toBe(204);
    expect(sample(await metricsText(), 'portal_telemetry_batches_total{outcome="oversized"}')).toBe(
      1,
    );
  });

  it('answers 429 to a client past its burst, without reading the batch, and not to others', async () => {
    let now = 0;
    const { post, metricsText } = testReceiver({ burst: 3, perSecond: 1, now: () => now });
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await post(batch())).status);
    expect(statuses).toEqual([204, 204, 204, 429, 429]);
    const refused = await post('not even JSON');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toBe('1');
    // Another borrower behind the same nginx has a bucket of their own.
    expect((await post(batch(), { client: '198.51.100.4' })).status).toBe(204);
    // A second later the flooding client has one token again.
    now += 1000;
    expect((await post(batch())).status).toBe(204);
    expect((await post(batch())).status).toBe(429);
    const text = await metricsText();
    expect(sample(text, 'portal_telemetry_batches_total{outcome="rate_limited"}')).toBe(4);
    expect(sample(text, 'portal_telemetry_batches_total{outcome="malformed"}')).toBe(0);
  });

  it('believes X-Real-IP only from a trusted proxy: a direct client cannot pick new buckets', async () => {
    const { post } = testReceiver({ burst: 1 });
    const direct = { peer: '192.0.2.9' };
    expect((await post(batch(), { ...direct, client: '10.0.0.1' })).status).toBe(204);
    expect((await post(batch(), { ...direct, client: '10.0.0.2' })).status).toBe(429);
  });

  it('reports versions nobody published and shells it does not know as unknown, and counts them', async () => {
    const { post, metricsText } = testReceiver();
    const res = await post(
      batch([event({ version: '9.9.9' }), event({ area: 'servicing', version: '0.1.2' })], '7.7.7'),
    );
    expect(res.status).toBe(204);
    const text = await metricsText();
    expect(
      sample(
        text,
        'portal_page_views_total{area="payments",version="unknown",variant="canary",route="myaccount/payment/:accountNumber",shell="unknown"}',
      ),
    ).toBe(1);
    // 0.1.2 is a payments release, not a servicing one.
    expect(
      sample(
        text,
        'portal_page_views_total{area="servicing",version="unknown",variant="canary",route="myaccount/payment/:accountNumber",shell="unknown"}',
      ),
    ).toBe(1);
    expect(text).not.toContain('9.9.9');
    expect(text).not.toContain('7.7.7');
    expect(sample(text, 'portal_telemetry_unknown_labels_total{label="version"}')).toBe(2);
    // The batch's shell version is narrowed once per batch.
    expect(sample(text, 'portal_telemetry_unknown_labels_total{label="shell"}')).toBe(1);
  });

  it('logs one JSON line per outcome, with no payload and no address', async () => {
    const { post, lines } = testReceiver({ burst: 2 });
    await post(batch([event({ kind: 'banner', code: 'payments.submit-failed' })]), {
      headers: { 'X-Request-Id': 'f00dfeed' },
    });
    await post('{"secret":"4111111111111111"}');
    await post(batch());
    expect(lines.map((l) => [l['outcome'], l['status']])).toEqual([
      ['accepted', 204],
      ['malformed', 400],
      ['rate_limited', 429],
    ]);
    expect(lines[0]).toMatchObject({ requestId: 'f00dfeed', events: 1 });
    const logged = JSON.stringify(lines);
    for (const secret of [
      '4111111111111111',
      'secret',
      'submit-failed',
      '203.0.113.7',
      '127.0.0.1',
    ])
      expect(logged).not.toContain(secret);
  });
});

describe('GET /metrics and /health', () => {
  it('exposes the metrics in Prometheus’s text format, with the process’s own', async () => {
    const { app } = testReceiver();
    const res = await app.request('/metrics');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await res.text();
    for (const name of [
      'portal_page_views_total',
      'portal_client_errors_total',
      'portal_area_loads_total',
      'portal_area_load_seconds',
      'portal_web_vital_seconds',
      'portal_cls',
      'portal_error_banners_total',
      'portal_telemetry_batches_total',
      'portal_telemetry_unknown_labels_total',
    ])
      expect(text).toContain(`# TYPE ${name} `);
    expect(text).toContain('# TYPE process_cpu_seconds_total counter');
    // Every outcome is a series before the first batch, so a rate over it is 0, not absent.
    expect(sample(text, 'portal_telemetry_batches_total{outcome="rate_limited"}')).toBe(0);
  });

  it('answers /health', async () => {
    const { app } = testReceiver();
    const res = await app.request('/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
  });
});
