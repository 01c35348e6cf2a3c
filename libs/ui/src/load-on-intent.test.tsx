import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, jest } from '@jest/globals';
import { loadOnIntent } from './load-on-intent';

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
