import { describe, expect, it } from '@jest/globals';
import { analyticsTagIds, dataLayerSink, sendPageView } from './page-views';

const view = { path: '/myaccount/dashboard', title: 'Dashboard', location: 'https://p/#/x' };

describe('analytics page views', () => {
  it.each([
    ['', []],
    ['G-ABC1234', ['G-ABC1234']],
    ['G-ABC1234, UA-12345-1', ['G-ABC1234', 'UA-12345-1']],
    ['<script>, G-ABC1234', ['G-ABC1234']],
  ])('reads the setups from %p', (setting, ids) => {
    expect(analyticsTagIds(setting)).toEqual(ids);
  });

  it('sends one page view per configured setup', () => {
    const sent: unknown[] = [];
    sendPageView(['G-ABC1234', 'G-XYZ9876'], view, (command) => sent.push(command));
    expect(sent).toEqual([
      [
        'event',
        'page_view',
        expect.objectContaining({ send_to: 'G-ABC1234', page_path: '/myaccount/dashboard' }),
      ],
      ['event', 'page_view', expect.objectContaining({ send_to: 'G-XYZ9876' })],
    ]);
  });

  it('sends nothing when no setup is configured', () => {
    const sent: unknown[] = [];
    sendPageView(analyticsTagIds(''), view, (command) => sent.push(command));
    expect(sent).toEqual([]);
  });

  it('queues commands in window.dataLayer without loading any script', () => {
    delete window.dataLayer;
    sendPageView(['G-ABC1234'], view, dataLayerSink());
    expect(window.dataLayer).toHaveLength(1);
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });
});
