import { describe, expect, it } from '@jest/globals';
import { useQueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { areaQueryClient } from './area-query-client';
import { withAreaQueries } from './with-area-queries';

/** A page that shows the label it was given and which area's cache it reads from. */
function CachePage({ label }: { label: string }) {
  const client = useQueryClient();
  const area = client === areaQueryClient('servicing') ? 'servicing' : 'another';
  return (
    <h1>
      {label}: {area}
    </h1>
  );
}

describe('a page loaded with its area’s query cache', () => {
  it('runs in that area’s cache, with the props the area gives it', async () => {
    const { default: Page } = await withAreaQueries(
      'servicing',
      Promise.resolve({ default: CachePage }),
      import('./area-queries'),
    );
    render(<Page label="Dashboard" />);
    expect(screen.getByRole('heading', { name: 'Dashboard: servicing' })).toBeInTheDocument();
  });

  it('fails as its page or its cache fails to load, so the area can offer a retry', async () => {
    const failed = withAreaQueries(
      'servicing',
      Promise.reject<{ default: ComponentType<object> }>(new Error('chunk failed')),
      import('./area-queries'),
    );
    await expect(failed).rejects.toThrow('chunk failed');
  });
});
