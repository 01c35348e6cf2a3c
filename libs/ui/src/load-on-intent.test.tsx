import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, jest } from '@jest/globals';
import { loadOnIntent, preload } from './load-on-intent';

function setUp() {
  const load = jest.fn(() => Promise.resolve());
  render(
    <>
      <button type="button">Before</button>
      <button type="button" {...loadOnIntent(load)}>
        Hide From Web
      </button>
    </>,
  );
  return {
    load,
    user: userEvent.setup(),
    button: screen.getByRole('button', { name: 'Hide From Web' }),
  };
}

describe('loadOnIntent', () => {
  it('loads nothing until the borrower heads for the control', () => {
    expect(setUp().load).not.toHaveBeenCalled();
  });

  it('starts loading when the pointer reaches the control', async () => {
    const { load, user, button } = setUp();
    await user.hover(button);
    expect(load).toHaveBeenCalled();
  });

  it('starts loading when the keyboard reaches the control', async () => {
    const { load, user } = setUp();
    await user.tab();
    expect(load).not.toHaveBeenCalled();
    await user.tab();
    expect(load).toHaveBeenCalled();
  });
});

describe('preload', () => {
  it('starts the download and leaves a failure to the part that needs it', async () => {
    const failed = Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    const load = jest.fn(() => failed);
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    preload(load);
    await new Promise((resolve) => setTimeout(resolve, 0));
    process.off('unhandledRejection', unhandled);
    expect(load).toHaveBeenCalledTimes(1);
    expect(unhandled).not.toHaveBeenCalled();
  });
});
