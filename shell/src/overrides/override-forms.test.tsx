import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OverrideBanner } from './override-banner';
import { OverrideForms } from './override-forms';
import { readOverrides, saveOverride } from './override-store';

const POLICY = { enabled: true, origins: ['http://localhost:*'] };
const MANIFEST = {
  name: 'portal_payments',
  metaData: { buildInfo: { buildVersion: '0.2.0' } },
  shared: [{ name: '@portal/shared-contracts', version: '9.0.0' }],
};
const INTEGRITY = { 'remoteEntry.js': `sha384-${'a'.repeat(64)}` };
/** A build on localhost:3012 with this manifest, publishing its script hashes. */
const answers = (manifest: unknown) =>
  (async (input: RequestInfo | URL) => {
    const body = String(input).endsWith('integrity.json') ? INTEGRITY : manifest;
    return { ok: true, status: 200, json: async () => body } as Response;
  }) as typeof fetch;

beforeEach(() => window.localStorage.clear());

describe('the override forms of the status page', () => {
  it('offers nothing when the deployment does not enable overrides', () => {
    const { container } = render(<OverrideForms policy={{ enabled: false, origins: [] }} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('keeps a compatible override in this browser and reloads to run it', async () => {
    const reload = jest.fn();
    const manifest = {
      ...MANIFEST,
      shared: [{ name: '@portal/shared-contracts', version: __BUILT_CONTRACT_VERSION__ }],
    };
    render(<OverrideForms policy={POLICY} reload={reload} fetchImpl={answers(manifest)} />);
    const form = screen.getByRole('form', { name: 'Override payments' });
    await userEvent.type(
      screen.getByLabelText('payments: remote entry or manifest URL'),
      'http://localhost:3012/remoteEntry.js',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Apply' }));
    expect(reload).toHaveBeenCalled();
    expect(readOverrides()).toEqual({ payments: 'http://localhost:3012/remoteEntry.js' });
  });

  it('refuses an incompatible build with a message, and keeps nothing', async () => {
    const reload = jest.fn();
    render(<OverrideForms policy={POLICY} reload={reload} fetchImpl={answers(MANIFEST)} />);
    await userEvent.type(
      screen.getByLabelText('payments: remote entry or manifest URL'),
      'http://localhost:3012/mf-manifest.json',
    );
    const form = screen.getByRole('form', { name: 'Override payments' });
    await userEvent.click(within(form).getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `Refused: that payments build was made against shared-contracts 9.0.0; this portal provides ${__BUILT_CONTRACT_VERSION__}.`,
    );
    expect(readOverrides()).toEqual({});
    expect(reload).not.toHaveBeenCalled();
  });

  it('clears a kept override in one click', async () => {
    saveOverride('payments', 'http://localhost:3012/remoteEntry.js');
    const reload = jest.fn();
    render(<OverrideForms policy={POLICY} reload={reload} />);
    expect(screen.getByLabelText('payments: remote entry or manifest URL')).toHaveValue(
      'http://localhost:3012/remoteEntry.js',
    );
    const form = screen.getByRole('form', { name: 'Override payments' });
    await userEvent.click(within(form).getByRole('button', { name: 'Clear' }));
    expect(readOverrides()).toEqual({});
    expect(reload).toHaveBeenCalled();
  });
});

describe('the override banner', () => {
  it('says which area runs which URL, and clears it', async () => {
    saveOverride('payments', 'http://localhost:3012/remoteEntry.js');
    const reload = jest.fn();
    render(
      <OverrideBanner
        active={[{ area: 'payments', url: 'http://localhost:3012/remoteEntry.js' }]}
        reload={reload}
      />,
    );
    const banner = screen.getByRole('complementary', { name: 'Remote override' });
    expect(banner).toHaveTextContent(
      'This page runs an override: payments from http://localhost:3012/remoteEntry.js',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Clear the payments override' }));
    expect(readOverrides()).toEqual({});
    expect(reload).toHaveBeenCalled();
  });

  it('shows nothing without an override', () => {
    const { container } = render(<OverrideBanner active={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
