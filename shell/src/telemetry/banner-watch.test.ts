import { describe, expect, it, jest } from '@jest/globals';
import { watchBanners } from './banner-watch';

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('watchBanners', () => {
  it('reports banners shown before and after it starts, once each, by catalogued code only', async () => {
    document.body.innerHTML =
      '<div role="alert" data-banner-code="shell.page-error">There was a problem.</div>';
    const report = jest.fn();
    watchBanners(document, report);
    expect(report.mock.calls).toEqual([['shell.page-error']]);

    const banner = document.createElement('div');
    banner.setAttribute('data-banner-code', 'payments.submit-failed');
    banner.textContent = 'Your payment of $389.17 failed';
    document.body.append(banner);
    const unknown = document.createElement('div');
    unknown.setAttribute('data-banner-code', 'alex@example.com');
    document.body.append(unknown);
    await tick();
    expect(report.mock.calls).toEqual([['shell.page-error'], ['payments.submit-failed']]);

    // A re-render of the same banner is not a new one; a new code on it is.
    banner.textContent = 'Still failing';
    await tick();
    banner.setAttribute('data-banner-code', 'payments.info-failed');
    await tick();
    expect(report.mock.calls.at(-1)).toEqual(['payments.info-failed']);
    expect(report).toHaveBeenCalledTimes(3);
  });
});
