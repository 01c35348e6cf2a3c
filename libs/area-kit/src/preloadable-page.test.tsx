import { describe, expect, it } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { preloadablePage } from './preloadable-page';

const module = { default: ({ name }: { name: string }) => <h1>Hello {name}</h1> };

function renderPage(Page: ReturnType<typeof preloadablePage<{ name: string }>>['Page']) {
  return render(
    <Suspense fallback={<p role="status">Loading…</p>}>
      <Page name="Ada" />
    </Suspense>,
  );
}

describe('a preloadable page', () => {
  it('renders at once, without a fallback, once preloaded', async () => {
    const { Page, preload } = preloadablePage(() => Promise.resolve(module));
    await preload();
    renderPage(Page);
    expect(screen.getByRole('heading', { name: 'Hello Ada' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('without a preload, shows the fallback until its module arrives', async () => {
    let arrive: (value: typeof module) => void = () => undefined;
    const { Page } = preloadablePage(() => new Promise<typeof module>((r) => (arrive = r)));
    renderPage(Page);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    await act(async () => arrive(module));
    expect(await screen.findByRole('heading', { name: 'Hello Ada' })).toBeInTheDocument();
  });

  it('loads once, however often it is preloaded, and again after a failure', async () => {
    let calls = 0;
    const { preload } = preloadablePage(() => {
      calls += 1;
      return calls === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(module);
    });
    await expect(preload()).rejects.toThrow('offline');
    await Promise.all([preload(), preload()]);
    expect(calls).toBe(2);
  });
});
