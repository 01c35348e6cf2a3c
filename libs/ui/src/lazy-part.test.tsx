import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, jest } from '@jest/globals';
import { Component, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { lazyPart, PART_NOT_LOADED } from './lazy-part';

const chunkFailure = () => new TypeError('Failed to fetch dynamically imported module');
const Terms = ({ phone }: { phone: string }) => <p>Texting terms for {phone}</p>;

/** An area around the part: its own boundary, and a field the borrower has typed into. */
class AreaBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p>Profile is unavailable right now</p> : this.props.children;
  }
}

function Page({ Part }: { Part: ComponentType<{ phone: string }> }) {
  const [open, setOpen] = useState(false);
  return (
    <AreaBoundary>
      <label>
        Email <input defaultValue="" />
      </label>
      <button type="button" onClick={() => setOpen(true)}>
        Text messages
      </button>
      <Suspense fallback={<p>Loading…</p>}>{open && <Part phone="555-0100" />}</Suspense>
    </AreaBoundary>
  );
}

describe('lazyPart', () => {
  it('loads its code when first shown, and shows it with its props', async () => {
    const load = jest.fn(() => Promise.resolve(Terms));
    const Part = lazyPart(load);
    render(<Page Part={Part} />);
    expect(load).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Text messages' }));
    expect(await screen.findByText('Texting terms for 555-0100')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('once preloaded, shows at once, without its fallback; the code downloads once', async () => {
    const load = jest.fn(() => Promise.resolve(Terms));
    const Part = lazyPart(load);
    await Promise.all([Part.preload(), Part.preload()]);
    render(<Page Part={Part} />);
    await userEvent.click(screen.getByRole('button', { name: 'Text messages' }));
    expect(screen.getByText('Texting terms for 555-0100')).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('when its code cannot be downloaded, says so in place and keeps the page and what was typed; Try again loads it', async () => {
    const load = jest
      .fn<() => Promise<typeof Terms>>()
      .mockRejectedValueOnce(chunkFailure())
      .mockResolvedValue(Terms);
    const Part = lazyPart(load);
    const user = userEvent.setup();
    render(<Page Part={Part} />);
    await user.type(screen.getByLabelText('Email'), 'alex@example.com');
    await user.click(screen.getByRole('button', { name: 'Text messages' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(PART_NOT_LOADED);
    expect(screen.getByLabelText('Email')).toHaveValue('alex@example.com');
    expect(screen.queryByText('Profile is unavailable right now')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Texting terms for 555-0100')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('a part that fails once it runs is still the area boundary’s to contain', async () => {
    const Broken = (_: { phone: string }): ReactNode => {
      throw new Error('a bug in the part');
    };
    const Part = lazyPart(() => Promise.resolve(Broken));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<Page Part={Part} />);
    await userEvent.click(screen.getByRole('button', { name: 'Text messages' }));
    expect(await screen.findByText('Profile is unavailable right now')).toBeInTheDocument();
    expect(screen.queryByText(PART_NOT_LOADED)).toBeNull();
  });
});
