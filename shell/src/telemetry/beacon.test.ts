import { describe, expect, it, jest } from '@jest/globals';
import { sendTelemetry } from './beacon';

const body = '{"schema":1}';

describe('sendTelemetry', () => {
  it('sends a beacon to /telemetry on the page origin', async () => {
    const sendBeacon = jest.fn<Navigator['sendBeacon']>(() => true);
    const fetchImpl = jest.fn<typeof fetch>();
    sendTelemetry(body, { sendBeacon }, fetchImpl);
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const [url, data] = sendBeacon.mock.calls[0] ?? [];
    expect(url).toBe('/telemetry');
    expect(data).toBeInstanceOf(Blob);
    await expect((data as Blob).text()).resolves.toBe(body);
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it.each([
    ['refuses the beacon', { sendBeacon: () => false }],
    ['has no beacon', {} as Pick<Navigator, 'sendBeacon'>],
  ])('falls back to a keepalive fetch when the browser %s', (_, nav) => {
    const fetchImpl = jest.fn<typeof fetch>(() =>
      Promise.resolve(new Response(null, { status: 204 })),
    );
    sendTelemetry(body, nav, fetchImpl);
    expect(fetchImpl).toHaveBeenCalledWith(
      '/telemetry',
      expect.objectContaining({ method: 'POST', body, keepalive: true }),
    );
  });
});
