import { describe, expect, it, jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ModalDialog } from './modal-dialog';

describe('ModalDialog', () => {
  it('takes focus, keeps Tab inside, closes on Escape and gives focus back', async () => {
    const onClose = jest.fn();
    const opener = document.createElement('button');
    document.body.append(opener);
    opener.focus();
    const { unmount } = render(
      <ModalDialog title="Texting Terms" onClose={onClose}>
        <button type="button">Disagree</button>
        <button type="button">I Agree</button>
      </ModalDialog>,
    );
    expect(screen.getByRole('dialog', { name: 'Texting Terms' })).toHaveAttribute(
      'aria-modal',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Disagree' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'I Agree' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Disagree' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    unmount();
    expect(opener).toHaveFocus();
    opener.remove();
  });
});
